import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { directoryPageCount, type DirectoryListData, type DirectoryType } from '@harbour/shared';
import { Alert, LinkButton, PageSpinner, PageTitle, RetryAlert } from '@/components/ui';
import { focusElement } from '@/lib/focus';
import { formatNumber } from '@/lib/format';
import { useMessage } from '@/lib/messages';
import { useDirectoryList } from '../api/list';
import { useDirectoryCity } from '../lib/location';
import { KINDS, positiveInt } from '../lib/types';
import { cardName, DirectoryCard, type CardItem } from './directory-card';
import { DetailPopup } from './detail-popup';
import { Pager } from './pager';
import { SearchBar } from './search-bar';

function itemsOf(type: DirectoryType, data: DirectoryListData): CardItem[] {
  if (type === 'service' && 'businessLists' in data) return data.businessLists;
  if (type === 'job' && 'jobs_list' in data) return data.jobs_list;
  if (type === 'volunteer' && 'orgLists' in data) return data.orgLists;
  return [];
}

/**
 * Spec 2 §2 listing directory screen: title, search bar, 1–3 column card grid, pager, detail popup.
 * `page` and `search` live in the URL so back and forward work; a search goes back to page 1.
 */
export function DirectoryScreen({ type }: { type: DirectoryType }) {
  const kind = KINDS[type];
  const { t } = useTranslation('directory');
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const page = positiveInt(params.get('page')) ?? 1;
  const city = useDirectoryCity();

  const hrefOf = (p: number) => {
    const next = new URLSearchParams();
    if (search) next.set('search', search);
    if (p > 1) next.set('page', String(p));
    const q = next.toString();
    return q ? `${kind.path}?${q}` : kind.path;
  };
  const onSearch = (term: string) => {
    const next = new URLSearchParams();
    if (term) next.set('search', term);
    setParams(next);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageTitle title={t(kind.titleKey)} subtitle={t(`intro.${type}`)} className="mb-0" />
      <SearchBar initial={search} label={t(`search.label.${type}`)} onSearch={onSearch} />
      {city.status === 'loading' ? (
        <PageSpinner />
      ) : city.status === 'none' ? (
        <Alert tone="info">
          <p>{t('choose_location')}</p>
          <LinkButton to="/select-province" variant="secondary" size="sm" className="mt-3">
            {t('choose_location_link')}
          </LinkButton>
        </Alert>
      ) : (
        <Results type={type} cityId={city.cityId} page={page} search={search} hrefOf={hrefOf} />
      )}
    </div>
  );
}

function Results({
  type,
  cityId,
  page,
  search,
  hrefOf,
}: {
  type: DirectoryType;
  cityId: number;
  page: number;
  search: string;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('directory');
  const tm = useMessage();
  const [open, setOpen] = useState<CardItem | null>(null);
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useDirectoryList({
    type,
    cityId,
    page,
    search,
  });
  const pages = data ? directoryPageCount(data.count, data.page_size) : 0;
  const heading = useRef<HTMLHeadingElement>(null);
  // The page a pager link asked for: once its results are in, they take the focus and "Page 2 of 3" is said.
  const [pagerTarget, setPagerTarget] = useState<number | null>(null);
  const [pageStatus, setPageStatus] = useState('');
  useEffect(() => {
    if (pagerTarget === null || pagerTarget !== page || isPlaceholderData || !heading.current) return;
    setPagerTarget(null);
    focusElement(heading.current);
    setPageStatus(t('pager.status', { page: formatNumber(page), pages: formatNumber(pages) }));
  }, [pagerTarget, page, pages, isPlaceholderData, t]);

  if (isPending) return <PageSpinner />;
  if (isError) {
    // Spec 2 §8: a failed answer counts as an empty list, so the no-results text shows; plus a retry.
    return (
      <RetryAlert tone="info" title={t('error')} onRetry={refetch} isRetrying={isRefetching}>
        <p>{t('common:well-being.search.noresults')}</p>
        <p className="mt-1 text-sm">{tm(error.message)}</p>
      </RetryAlert>
    );
  }
  const items = itemsOf(type, data);
  // Spec 2 §8: no results (or a page past the end) shows the no-results text.
  if (items.length === 0) return <Alert tone="info">{t('common:well-being.search.noresults')}</Alert>;
  return (
    <section aria-labelledby="directory-results" aria-busy={isPlaceholderData}>
      <h2
        ref={heading}
        id="directory-results"
        className="mb-3 scroll-mt-4 font-semibold text-slate-700"
        aria-live="polite"
      >
        {/* previous results shown while the next answer loads are not yet this search's: no term on them */}
        {search && !isPlaceholderData
          ? withTermIsolated(
              t('results_for', { total: formatNumber(data.count), count: data.count, term: TERM_MARK }),
              search,
            )
          : t('results', { total: formatNumber(data.count), count: data.count })}
      </h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <DirectoryCard type={type} item={item} onOpen={() => setOpen(item)} />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {pageStatus}
      </p>
      <Pager
        page={Math.min(page, pages)}
        pages={pages}
        hrefOf={hrefOf}
        onNavigate={(target) => {
          setPageStatus('');
          setPagerTarget(target);
        }}
      />
      {open && (
        <DetailPopup type={type} id={open.id} name={cardName(type, open)} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}

/** a private-use character no translation contains: it marks where the term goes in the sentence */
const TERM_MARK = '\uE000';

/**
 * The reader's words in a <bdi> inside the translated sentence: "food" in an Arabic heading no longer
 * pulls the quotes and the count out of order, and the heading's accessible name stays plain text.
 */
function withTermIsolated(sentence: string, term: string) {
  const at = sentence.indexOf(TERM_MARK);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <bdi>{term}</bdi>
      {sentence.slice(at + TERM_MARK.length)}
    </>
  );
}
