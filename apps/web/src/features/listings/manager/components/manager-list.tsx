import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { USER_LIST_DEFAULT_OFFSET, type ListingKind } from '@harbour/shared';
import { LinkButton, Pager, RetryAlert, Spinner } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { userBusinessListQueryOptions } from '@/features/listings/shared/api/user-business-list';
import { userEventListQueryOptions } from '@/features/listings/shared/api/user-event-list';
import { userJobListQueryOptions } from '@/features/listings/shared/api/user-job-list';
import { userVolunteerListQueryOptions } from '@/features/listings/shared/api/user-volunteer-list';
import { MORE_LINKS, type OwnedListing } from '@/features/listings/shared/lib/manager-kinds';
import { ManagerTable } from './manager-table';

/** The page of the chosen kind; the other three queries stay idle. */
function useOwnedPage(kind: ListingKind, userId: number, page: number) {
  const queries = {
    business: useQuery({ ...userBusinessListQueryOptions(userId, page), enabled: kind === 'business' }),
    volunteer: useQuery({ ...userVolunteerListQueryOptions(userId, page), enabled: kind === 'volunteer' }),
    job: useQuery({ ...userJobListQueryOptions(userId, page), enabled: kind === 'job' }),
    event: useQuery({ ...userEventListQueryOptions(userId, page), enabled: kind === 'event' }),
  };
  const query = queries[kind];
  const data = query.data;
  const items = useMemo(
    () => data?.items.map((listing) => ({ kind, listing }) as OwnedListing) ?? [],
    [data, kind],
  );
  return { query, items, count: data?.count ?? 0 };
}

/** One tab: the GET MORE VIVALINKS button, then the table (loading, empty, error with retry) and pages. */
export function ManagerList({
  kind,
  userId,
  page,
  hrefOf,
}: {
  kind: ListingKind;
  userId: number;
  page: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  const { query, items, count } = useOwnedPage(kind, userId, page);
  const pages = Math.max(1, Math.ceil(count / USER_LIST_DEFAULT_OFFSET));
  const more = (
    <LinkButton to={MORE_LINKS[kind]} className="self-start">
      {t('manager.get_more')}
    </LinkButton>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-harbour-900">{t(`manager.caption.${kind}`)}</h2>
        {more}
      </div>
      {query.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner size="lg" label={t('manager.loading')} />
        </div>
      ) : query.isError ? (
        <RetryAlert tone="error" onRetry={() => query.refetch()} isRetrying={query.isRefetching}>
          <p>{t('manager.load_error')}</p>
          {query.error.message && <p className="text-sm">{tm(query.error.message)}</p>}
        </RetryAlert>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {page > 1 ? t('manager.empty_page') : t(`manager.empty.${kind}`)}
        </p>
      ) : (
        <ManagerTable kind={kind} items={items} />
      )}
      <Pager
        page={page}
        pages={pages}
        hrefOf={hrefOf}
        siblingCount={1}
        labels={{
          nav: t('manager.pager.nav', { name: t(`manager.tabs.${kind}`) }),
          previous: t('manager.pager.previous'),
          next: t('manager.pager.next'),
          page: (p) => t('manager.pager.page', { page: p }),
          status: (p, n) => t('manager.pager.status', { page: p, pages: n }),
        }}
      />
    </div>
  );
}
