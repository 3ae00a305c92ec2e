import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui';
import { useSession } from '../../../app/session';
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
          <nav aria-label={t('account_links')} className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to="/user-profile" className="text-harbour-700 underline underline-offset-2">
              {t('links.view_profile')}
            </Link>
            <Link to="/change-password" className="text-harbour-700 underline underline-offset-2">
              {t('links.change_password')}
            </Link>
            <Link to="/delete-account" className="text-red-800 underline underline-offset-2">
              {t('links.delete_account')}
            </Link>
          </nav>
        </div>
      )}
    </AccountPage>
  );
}
