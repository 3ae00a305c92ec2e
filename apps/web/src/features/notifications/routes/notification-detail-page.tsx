import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { Notification } from '@harbour/shared';
import { Alert, Card, LinkButton, PageSpinner, PageTitle } from '@/components/ui';
import { useSession } from '@/lib/session';
import { useNotification } from '../api/notification';
import { NotificationFull } from '../components/notification-full';
import { SignInPrompt } from '../components/sign-in-prompt';

function readId(raw: string | null): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /notification-detail?id=…: the notice passed in router state from the list, or, on a direct visit,
 * loaded by id from GET /api/web/notifications/{id}.
 */
export function Component() {
  const { t } = useTranslation('notifications');
  const session = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = readId(params.get('id'));
  const passed = (location.state as { notification?: Notification } | null)?.notification;
  const initial = passed && passed.id === id ? passed : undefined;
  const query = useNotification(id, session.user?.id ?? null, initial);
  const n = query.data;

  let body;
  if (session.status === 'loading') body = <PageSpinner />;
  else if (!session.user) body = <SignInPrompt next={`/notification-detail${location.search}`} />;
  else if (id === null) body = <Alert tone="error">{t('detail.missing_id')}</Alert>;
  else if (query.isPending) body = <PageSpinner />;
  else if (query.isError || !n) body = <Alert tone="error">{t('detail.not_found')}</Alert>;
  else
    body = (
      <Card className={n.gov_alert ? 'border-s-8 border-red-300 border-s-red-700 bg-red-50' : undefined}>
        <NotificationFull notification={n} />
      </Card>
    );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="mb-4">
        <LinkButton to="/notifications" variant="ghost" size="sm">
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ←
          </span>{' '}
          {t('detail.back')}
        </LinkButton>
      </div>
      <PageTitle title={n?.title ?? t('detail.title')} dir={n ? 'auto' : undefined} />
      {body}
    </div>
  );
}
