import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NupostUnsubscribeData } from '@harbour/shared';
import { Alert, Button, Card, LinkButton, PageSpinner, PageTitle } from '@/components/ui';
import { apiData } from '@/lib/api-client';
import { useMessage } from '@/lib/messages';
import { isolate } from '../lib/isolate';

const path = (token: string) => `/api/nupost/unsubscribe/${encodeURIComponent(token)}`;

/**
 * /nupost/unsubscribe/:token, the link of every NuPOST e-mail: works without signing in. Opening it
 * changes nothing (mail scanners open links too); one press stops following.
 */
export function Component() {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const key = ['nupost', 'unsubscribe', token];
  const query = useQuery({ queryKey: key, queryFn: () => apiData<NupostUnsubscribeData>(path(token)) });
  const stop = useMutation({
    mutationFn: () => apiData<NupostUnsubscribeData>(path(token), { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  const data = query.data;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <PageTitle title={t('unsubscribe.title')} />
      {query.isPending ? (
        <PageSpinner />
      ) : !data ? (
        <Alert tone="error">{tm(query.error?.message)}</Alert>
      ) : (
        <Card className="flex flex-col gap-4">
          {data.following ? (
            <>
              <p>{t('unsubscribe.following', { name: isolate(data.business_name) })}</p>
              <div>
                <Button onPress={() => stop.mutate()} isPending={stop.isPending}>
                  {t('unsubscribe.stop', { name: data.business_name })}
                </Button>
              </div>
              {stop.isError && <Alert tone="error">{tm(stop.error.message)}</Alert>}
            </>
          ) : (
            <Alert tone="success" title={t('unsubscribe.done_title')}>
              <p>{t('unsubscribe.done', { name: isolate(data.business_name) })}</p>
            </Alert>
          )}
          <div>
            <LinkButton to="/" variant="secondary">
              {t('unsubscribe.home')}
            </LinkButton>
          </div>
        </Card>
      )}
    </div>
  );
}
