import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NupostInvitation } from '@harbour/shared';
import { Alert, Button, Card, LinkButton, PageSpinner, PageTitle } from '@/components/ui';
import { apiData } from '@/lib/api-client';
import { useMessage } from '@/lib/messages';
import { isolate } from '../lib/isolate';
import { useSession } from '@/lib/session';

const path = (token: string) => `/api/nupost/invitations/${encodeURIComponent(token)}`;

/** /nupost/invitations/:token: a business invited this address; the owner confirms by following it. */
export function Component() {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const session = useSession();
  const location = useLocation();
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const key = ['nupost', 'invitation', token];
  const query = useQuery({ queryKey: key, queryFn: () => apiData<NupostInvitation>(path(token)) });
  const confirm = useMutation({
    mutationFn: () => apiData<unknown>(`${path(token)}/confirm`, { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData<NupostInvitation>(key, (old) => old && { ...old, confirmed: true });
      return queryClient.invalidateQueries({ queryKey: ['nupost', 'follows'] });
    },
  });
  const data = query.data;
  const next = encodeURIComponent(location.pathname);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <PageTitle title={t('invitation.title')} />
      {query.isPending || session.status === 'loading' ? (
        <PageSpinner />
      ) : !data ? (
        <Alert tone="error">{tm(query.error?.message)}</Alert>
      ) : data.confirmed ? (
        <Alert tone="success" title={t('invitation.done_title')}>
          <p>{t('invitation.done', { name: isolate(data.business_name) })}</p>
          <LinkButton to="/user-profile" variant="secondary" className="mt-3">
            {t('invitation.manage')}
          </LinkButton>
        </Alert>
      ) : (
        <Card className="flex flex-col gap-4">
          <p>
            {t('invitation.intro', { name: isolate(data.business_name), email: isolate(data.email_hint) })}
          </p>
          {session.user ? (
            <div>
              <Button onPress={() => confirm.mutate()} isPending={confirm.isPending}>
                {t('invitation.confirm', { name: data.business_name })}
              </Button>
            </div>
          ) : (
            <>
              <p>{t('invitation.sign_in_first', { email: isolate(data.email_hint) })}</p>
              <div className="flex flex-wrap gap-3">
                <LinkButton to={`/sign-in?next=${next}`}>{t('invitation.sign_in')}</LinkButton>
                <LinkButton to="/register" variant="secondary">
                  {t('invitation.register')}
                </LinkButton>
              </div>
            </>
          )}
          {confirm.isError && <Alert tone="error">{tm(confirm.error.message)}</Alert>}
        </Card>
      )}
    </div>
  );
}
