import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Spinner } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { useMessage } from '@/lib/messages';
import { followsKey, followsQuery, unfollow } from './follow-api';

/** "Businesses you follow" on the profile: each with one-click "Stop following". */
export function FollowingList({ userId }: { userId: number }) {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const queryClient = useQueryClient();
  const query = useQuery(followsQuery(userId));
  const stop = useMutation({
    mutationFn: unfollow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followsKey }),
  });

  if (query.isPending) return <Spinner label={t('member.following.loading')} />;
  if (query.isError) {
    return (
      <Alert tone="error" title={t('member.following.error')}>
        <p>{tm(query.error.message)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onPress={() => void query.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {query.data.length === 0 ? (
        <p>
          {t('member.following.empty')}{' '}
          <Link to="/services" className="font-semibold text-harbour-700 underline">
            {t('member.following.find')}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {query.data.map((f) => (
            <li key={f.business_user_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col">
                {f.business_id ? (
                  <Link
                    to={`/services/${f.business_id}`}
                    dir="auto"
                    className="font-semibold break-words text-harbour-700 underline"
                  >
                    {f.business_name}
                  </Link>
                ) : (
                  <span dir="auto" className="font-semibold break-words">
                    {f.business_name}
                  </span>
                )}
                <span className="text-sm text-slate-600">
                  {t('member.following.since', { date: formatDate(f.since) })}
                </span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('member.following.stop_name', { name: f.business_name })}
                isPending={stop.isPending && stop.variables === f.business_user_id}
                onPress={() => stop.mutate(f.business_user_id)}
              >
                {t('member.following.stop')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {stop.isError && <Alert tone="error">{tm(stop.error.message)}</Alert>}
    </div>
  );
}
