import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui';
import { useSession } from '@/lib/session';
import { AccountLinks } from '../components/account-links';
import { AccountPage } from '../components/account-page';
import { EditProfileForm } from '../components/edit-profile-form';
import { ProfileImageUpload } from '../components/profile-image-upload';

export function Component() {
  const { t } = useTranslation('profile');
  const session = useSession();
  return (
    <AccountPage title={t('edit.title')}>
      {(user) => (
        <div className="flex flex-col gap-6">
          <Card>
            <h2 className="mb-4 text-lg font-bold text-harbour-900">{t('edit.image_heading')}</h2>
            <ProfileImageUpload user={user} onUploaded={(p) => session.setUser(p)} />
          </Card>
          <Card>
            <h2 className="mb-4 text-lg font-bold text-harbour-900">{t('edit.details_heading')}</h2>
            {/* The key renders fresh defaults when another user signs in on this screen. */}
            <EditProfileForm key={user.id} user={user} onSaved={(p) => session.setUser(p)} />
          </Card>
          <AccountLinks links={['view_profile', 'change_password', 'delete_account']} />
        </div>
      )}
    </AccountPage>
  );
}
