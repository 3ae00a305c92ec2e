import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '@/lib/cx';
import { formatNumber } from '@/lib/format';

export interface PagerLabels {
  /** accessible name of the navigation */
  nav: string;
  previous: string;
  next: string;
  /** given (with `last`), adds icon-only links to the first and last page */
  first?: string;
  last?: string;
  /** accessible name of one page number, e.g. `Page 3` */
  page: (page: string) => string;
  /** the visible line under the links, e.g. `Page 3 of 9` */
  status: (page: string, pages: string) => string;
}

export interface PagerProps {
  page: number;
  pages: number;
  /** the address of a page, keeping the other query parameters */
  hrefOf: (page: number) => string;
  /** translated texts */
  labels: PagerLabels;
  /**
   * Numbered links either side of the current page (plus the first and last page, gaps as …).
   * 0 (the price tables) shows only the current page, as text.
   */
  siblingCount?: number;
  /** previous/next show their label beside the arrow, instead of as the arrow's accessible name */
  showArrowLabels?: boolean;
  /** called with the target page when one of the links is followed (to move focus to the new results) */
  onNavigate?: (page: number) => void;
}

/** Page numbers around the current one: 1 … 4 5 [6] 7 8 … 20 */
export function pageWindow(page: number, pages: number, around = 2): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= around) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-700';
const currentClass =
  'border-harbour-700 bg-harbour-700 text-white forced-colors:forced-color-adjust-none forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]';

type Step = 'first' | 'previous' | 'next' | 'last';

// Drawn towards the start or the end of a left-to-right line. Not the characters ‹ › « »: the browser already
// mirrors those in right-to-left text, so flipping them again made them point inward (issue 10).
const ARROW_PATHS: Record<Step, string> = {
  first: 'M18 6l-6 6 6 6M12 6l-6 6 6 6',
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  last: 'M6 6l6 6-6 6M12 6l6 6-6 6',
};

/** An arrow pointing the way the page reads: mirrored once in right-to-left, by CSS. */
const arrow = (step: Step) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    data-arrow={step}
    className="size-5 shrink-0 rtl:-scale-x-100"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.25"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={ARROW_PATHS[step]} />
  </svg>
);

/** Links to other pages of a list: [first] previous, page numbers, next [last], and "Page n of m". */
export function Pager({
  page,
  pages,
  hrefOf,
  labels,
  siblingCount = 0,
  showArrowLabels = false,
  onNavigate,
}: PagerProps) {
  if (pages <= 1) return null;

  // An icon-only step keeps its place when disabled, so the row does not jump.
  const iconStep = (target: number, label: string, step: Step, enabled: boolean) => (
    <li>
      {enabled ? (
        <Link
          to={hrefOf(target)}
          onClick={() => onNavigate?.(target)}
          aria-label={label}
          className={cx(itemClass, 'border-slate-300 text-harbour-800')}
        >
          {arrow(step)}
        </Link>
      ) : (
        <span aria-hidden="true" className={cx(itemClass, 'border-slate-200 text-slate-400')}>
          {arrow(step)}
        </span>
      )}
    </li>
  );
  const textStep = (target: number, enabled: boolean, content: ReactNode) => (
    <li>
      {enabled ? (
        <Link
          to={hrefOf(target)}
          onClick={() => onNavigate?.(target)}
          className={cx(itemClass, 'border-harbour-600 text-harbour-700')}
        >
          {content}
        </Link>
      ) : null}
    </li>
  );
  const previous = showArrowLabels
    ? textStep(
        page - 1,
        page > 1,
        <>
          {arrow('previous')}
          <span className="ms-1">{labels.previous}</span>
        </>,
      )
    : iconStep(page - 1, labels.previous, 'previous', page > 1);
  const next = showArrowLabels
    ? textStep(
        page + 1,
        page < pages,
        <>
          <span className="me-1">{labels.next}</span>
          {arrow('next')}
        </>,
      )
    : iconStep(page + 1, labels.next, 'next', page < pages);

  return (
    <nav aria-label={labels.nav} className="mt-6 flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {labels.first && iconStep(1, labels.first, 'first', page > 1)}
        {previous}
        {siblingCount === 0 ? (
          <li>
            <span aria-current="page" className={cx(itemClass, currentClass)}>
              <span className="sr-only">{labels.page(formatNumber(page))}</span>
              <span aria-hidden="true">{formatNumber(page)}</span>
            </span>
          </li>
        ) : (
          pageWindow(page, pages, siblingCount).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
                …
              </li>
            ) : (
              <li key={p}>
                <Link
                  to={hrefOf(p)}
                  onClick={() => onNavigate?.(p)}
                  aria-label={labels.page(formatNumber(p))}
                  aria-current={p === page ? 'page' : undefined}
                  className={cx(itemClass, p === page ? currentClass : 'border-slate-300 text-harbour-800')}
                >
                  {formatNumber(p)}
                </Link>
              </li>
            ),
          )
        )}
        {next}
        {labels.last && iconStep(pages, labels.last, 'last', page < pages)}
      </ul>
      <p className="text-sm text-slate-700">{labels.status(formatNumber(page), formatNumber(pages))}</p>
    </nav>
  );
}
