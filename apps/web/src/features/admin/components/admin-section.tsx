import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, RetryAlert, Spinner } from '@/components/ui';
import { ADMIN_PAGE_SIZE } from '../api/admin-purchases';
import { AdminPager } from './admin-pager';

export interface AdminNotice {
  ok: boolean;
  text: string;
}

/**
 * One paged admin list: heading, loading / error / empty states, the rows (drawn by `children`) and the pager.
 * The page lives in the caller, whose query depends on it.
 */
export function AdminSection<TData extends { count: number }, TItem>({
  id,
  title,
  intro,
  notice,
  query,
  items,
  empty,
  summary,
  pagerLabel,
  page,
  onPageChange,
  after,
  children,
}: {
  id: string;
  title: string;
  /** Shown under the heading, before the list. */
  intro?: ReactNode;
  notice?: AdminNotice | null;
  query: UseQueryResult<TData>;
  items: (data: TData) => TItem[];
  empty: string;
  /** Shown under the list, before the pager, once the data is there. */
  summary?: (data: TData) => ReactNode;
  pagerLabel: string;
  page: number;
  onPageChange: (page: number) => void;
  /** Dialogs and the like, at the end of the section. */
  after?: ReactNode;
  children: (items: TItem[]) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const rows = query.data ? items(query.data) : [];

  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold text-harbour-900">
        {title}
      </h2>
      {intro}
      {notice && <Alert tone={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <RetryAlert tone="error" onRetry={() => query.refetch()} isRetrying={query.isRefetching}>
          {t('load_error')}
        </RetryAlert>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        children(rows)
      )}
      {query.data && (
        <>
          {summary?.(query.data)}
          <AdminPager
            label={pagerLabel}
            page={page}
            count={query.data.count}
            perPage={ADMIN_PAGE_SIZE}
            onChange={onPageChange}
          />
        </>
      )}
      {after}
    </section>
  );
}
