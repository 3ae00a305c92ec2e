import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { wellBeingPageCount, type WellBeingListingsData } from '@harbour/shared';
import { Alert, PageSpinner, PageTitle, RetryAlert } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { useMessage } from '@/lib/messages';
import { useListings } from '../api/listings';
import { ListingCard } from '../components/listing-card';
import { LocationGate, SelectLocationAlert } from '../components/location-gate';
import { Pagination } from '../components/pagination';
import { SearchForm } from '../components/search-form';

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** /well-being-listings?category=&search=&page=: a category or a search, ten per page. */
export function Component() {
  const [params] = useSearchParams();
  const categoryId = positiveInt(params.get('category'));
  const search = (params.get('search') ?? '').trim();
  const page = positiveInt(params.get('page')) ?? 1;
  if (categoryId === null && !search) return <Navigate to="/well-being" replace />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <LocationGate>
        {(location) => (
          <Results categoryId={categoryId} search={search} page={page} stateId={location.stateId} />
        )}
      </LocationGate>
    </div>
  );
}

interface ResultsProps {
  categoryId: number | null;
  search: string;
  page: number;
  stateId: number;
}

function Results({ categoryId, search, page, stateId }: ResultsProps) {
  const { t } = useTranslation('well-being');
  const tm = useMessage();
  const query = useListings({ categoryId, search, page, stateId });
  const { data, isPending, isError, error, refetch, isRefetching } = query;

  const hrefOf = (p: number) => {
    const next = new URLSearchParams();
    if (categoryId) next.set('category', String(categoryId));
    if (search) next.set('search', search);
    if (p > 1) next.set('page', String(p));
    return `/well-being-listings?${next.toString()}`;
  };

  const title =
    data?.category && !search
      ? data.category.cat_name
      : search
        ? t('search.results_title', { term: search })
        : t('listings.title');

  return (
    <>
      <p>
        <Link to="/well-being" className="font-semibold text-harbour-700 underline">
          <span aria-hidden="true">‹</span> {t('listings.back')}
        </Link>
      </p>
      <PageTitle
        title={title}
        subtitle={data?.category && !search ? data.category.cat_description : undefined}
        className="mb-0"
        dir={data?.category && !search ? 'auto' : undefined}
      />
      <SearchForm key={search} initial={search} categoryId={categoryId} />
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        error.message === 'please_select_your_location' ? (
          <SelectLocationAlert />
        ) : (
          <RetryAlert tone="error" title={t('listings.error')} onRetry={refetch} isRetrying={isRefetching}>
            <p>{t(error.message, { defaultValue: tm(error.message) })}</p>
          </RetryAlert>
        )
      ) : (
        <ResultList data={data} search={search} page={page} hrefOf={hrefOf} />
      )}
    </>
  );
}

function ResultList({
  data,
  search,
  page,
  hrefOf,
}: {
  data: WellBeingListingsData;
  search: string;
  page: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('well-being');
  const pages = wellBeingPageCount(data.count, data.offset);
  if (data.count === 0) {
    return (
      <Alert tone="info">{search ? t('common:well-being.search.noresults') : t('common:no_listings')}</Alert>
    );
  }
  if (data.wellBeingLists.length === 0) {
    return (
      <Alert tone="info">
        <p>{t('invalid_page')}</p>
        <Link to={hrefOf(1)} className="font-semibold text-harbour-700 underline">
          {t('pagination.page', { page: formatNumber(1) })}
        </Link>
      </Alert>
    );
  }
  return (
    <section aria-labelledby="well-being-results">
      <h2 id="well-being-results" className="mb-3 font-semibold text-slate-700" aria-live="polite">
        {t('listings.count', { total: formatNumber(data.count) })}
      </h2>
      <ul className="flex flex-col gap-4">
        {data.wellBeingLists.map((l) => (
          <li key={l.id}>
            <ListingCard listing={l} />
          </li>
        ))}
      </ul>
      <Pagination page={Math.min(page, pages)} pages={pages} hrefOf={hrefOf} />
    </section>
  );
}
