import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Avatar, Button, Drawer, LinkButton } from '../../components/ui';
import { apiFetch } from '../../lib/api-client';
import { useClientConfig } from '../../lib/client-config';
import { useMessage } from '../../lib/messages';
import { useSession } from '../../lib/session';

/** Builds the chat address with the one-time token: `<chatSiteUrl>?login_token=…`. */
export function chatUrl(chatSiteUrl: string, loginToken: string): string {
  const url = new URL(chatSiteUrl, window.location.origin);
  url.searchParams.set('login_token', loginToken);
  return url.toString();
}

/** The signed-in user's drawer: picture, details, edit, listings manager, chat and log out. */
export function ProfileDrawer({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const tm = useMessage();
  const { user, signOut } = useSession();
  const { data: config } = useClientConfig();
  const [chatPending, setChatPending] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const close = () => onOpenChange(false);

  const openChat = async () => {
    if (!config?.chatSiteUrl) return;
    setError(null);
    setChatPending(true);
    // Opened now, while the click still counts as the user's, so pop-up blockers let it through.
    const win = window.open('', '_blank');
    const res = await apiFetch<{ login_token: string }>('/api/auth/login-token', { method: 'POST' });
    setChatPending(false);
    if (!res.meta.success || !res.data?.login_token) {
      win?.close();
      setError(res.meta.message);
      return;
    }
    const url = chatUrl(config.chatSiteUrl, res.data.login_token);
    if (win) {
      win.opener = null;
      win.location.href = url;
    } else {
      window.location.assign(url);
    }
  };

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
        {config?.chatSiteUrl && (
          <Button variant="secondary" fullWidth isPending={chatPending} onPress={() => void openChat()}>
            {chatPending ? t('profile_drawer.chat_opening') : t('profile_drawer.chat')}
          </Button>
        )}
        {error && <Alert tone="error">{tm(error)}</Alert>}
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
