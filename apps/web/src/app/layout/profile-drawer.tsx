import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, Drawer, LinkButton } from '@/components/ui';
import { useSession } from '@/lib/session';

/** The signed-in user's drawer: picture, details, edit, listings manager, chat and log out. */
export function ProfileDrawer({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { user, signOut, isFeatureEnabled } = useSession();
  const [loggingOut, setLoggingOut] = useState(false);
  if (!user) return null;
  const close = () => onOpenChange(false);
  // the core states: the nuchat flag of the user's state; off, the button says the chat is not offered there
  const chatEnabled = isFeatureEnabled('nuchat');

  const notProvided = <span className="text-slate-500">{t('profile_drawer.not_provided')}</span>;
  const name = user.full_name || `${user.first_name} ${user.last_name}`.trim();

  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={t('profile_drawer.title')}>
      <div className="flex flex-col items-center gap-3 text-center">
        <Avatar user={user} look="badge-lg" alt={t('profile_drawer.avatar_alt', { name })} />
        <p className="text-xl font-bold text-harbour-900">{name}</p>
      </div>
      <dl className="mt-6 flex flex-col gap-3 break-words">
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('profile_drawer.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('profile_drawer.mobile')}</dt>
          <dd dir="ltr" className="text-start">
            {user.user_mobile || notProvided}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t('profile_drawer.postal_code')}</dt>
          <dd>{user.postal_code || notProvided}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        <LinkButton to="/edit-profile" onClick={close} variant="secondary" fullWidth>
          {t('profile_drawer.edit')}
        </LinkButton>
        <LinkButton to="/vivalinks/manager" onClick={close} variant="secondary" fullWidth>
          {t('profile_drawer.listings_manager')}
        </LinkButton>
        {user.role === 'admin' && (
          <LinkButton to="/admin/listings" onClick={close} variant="secondary" fullWidth>
            {t('profile_drawer.admin')}
          </LinkButton>
        )}
        {chatEnabled ? (
          <LinkButton to="/chat" onClick={close} variant="secondary" fullWidth>
            {t('profile_drawer.chat')}
          </LinkButton>
        ) : (
          <div className="flex flex-col gap-1">
            <Button variant="secondary" fullWidth isDisabled aria-describedby="drawer-chat-unavailable">
              {t('profile_drawer.chat')}
            </Button>
            <p id="drawer-chat-unavailable" className="text-center text-sm text-slate-700">
              {t('profile_drawer.chat_unavailable')}
            </p>
          </div>
        )}
        <Button
          variant="primary"
          fullWidth
          isPending={loggingOut}
          onPress={() => {
            setLoggingOut(true);
            close();
            void signOut();
          }}
        >
          {t('profile_drawer.logout')}
        </Button>
      </div>
    </Drawer>
  );
}
