import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '@/lib/cx';
import { formatNumber } from '@/lib/format';

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
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold';

/** Previous / numbers / next, as links that keep the other query parameters. */
export function Pagination({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('well-being');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-6 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className={cx(itemClass, 'border-harbour-600 text-harbour-700')}>
              <span aria-hidden="true">‹</span>
              <span className="ms-1">{t('pagination.previous')}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefOf(p)}
                aria-label={t('pagination.page', { page: formatNumber(p) })}
                aria-current={p === page ? 'page' : undefined}
                className={cx(
                  itemClass,
                  p === page
                    ? 'border-harbour-700 bg-harbour-700 text-white'
                    : 'border-slate-300 text-harbour-800',
                )}
              >
                {formatNumber(p)}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={hrefOf(page + 1)} className={cx(itemClass, 'border-harbour-600 text-harbour-700')}>
              <span className="me-1">{t('pagination.next')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
      <p className="text-sm text-slate-700">
        {t('pagination.status', { page: formatNumber(page), pages: formatNumber(pages) })}
      </p>
    </nav>
  );
}
