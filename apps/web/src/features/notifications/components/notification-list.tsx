import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@harbour/shared';
import { Alert, Button, PageSpinner, Spinner } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { useNotifications, type NotificationsKey } from '../api/notifications';
import { NotificationCard } from './notification-card';

export interface NotificationListProps {
  queryKey: NotificationsKey;
  onOpen: (notification: Notification) => void;
}

/**
 * The featured first notice and the list. The next page loads when the sentinel below the list comes
 * into view; a "load more" button does the same for keyboards and browsers without IntersectionObserver.
 */
export function NotificationList({ queryKey, onOpen }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const tm = useMessage();
  const query = useNotifications(queryKey);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <PageSpinner />;
  if (!query.data) {
    return (
      <Alert tone="error" title={t('error')}>
        <p>{tm(query.error?.message)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onPress={() => void query.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </Alert>
    );
  }

  const items = query.data.pages.flatMap((p) => p.notifications);
  if (items.length === 0) return <Alert>{t('empty')}</Alert>;
  const [first, ...rest] = items;

  return (
    <div className="flex flex-col gap-6">
      <NotificationCard notification={first!} featured onOpen={onOpen} />
      {rest.length > 0 && (
        <section aria-labelledby="notifications-list-heading">
          <h2 id="notifications-list-heading" className="sr-only">
            {t('list_label')}
          </h2>
          <ul className="flex flex-col gap-4">
            {rest.map((n) => (
              <li key={n.id}>
                <NotificationCard notification={n} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div
        ref={sentinel}
        className="flex min-h-10 flex-col items-center justify-center gap-3"
        aria-live="polite"
      >
        {isFetchingNextPage ? (
          <Spinner label={t('loading_more')} />
        ) : hasNextPage ? (
          <Button variant="secondary" onPress={() => void fetchNextPage()}>
            {t('load_more')}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">{t('end_of_list')}</p>
        )}
        {query.isFetchNextPageError && <Alert tone="error">{tm(query.error?.message)}</Alert>}
      </div>
    </div>
  );
}
