import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx';
import { formatNumber } from '../../../lib/format';

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-700';

/** Spec 2 §9, sibling count 0: first, previous, current, next, last — links that keep the search. */
export function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('directory');
  if (pages <= 1) return null;
  const step = (target: number, label: string, symbol: string, enabled: boolean, end = false) => (
    <li>
      {enabled ? (
        <Link
          to={hrefOf(target)}
          aria-label={label}
          className={cx(itemClass, 'border-slate-300 text-harbour-800')}
        >
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            {symbol}
          </span>
        </Link>
      ) : (
        <span
          aria-hidden="true"
          className={cx(itemClass, 'border-slate-200 text-slate-400', end && 'invisible')}
        >
          <span className="inline-block rtl:rotate-180">{symbol}</span>
        </span>
      )}
    </li>
  );
  return (
    <nav aria-label={t('pager.label')} className="mt-6 flex flex-col items-center gap-2">
      <ul className="flex items-center gap-2">
        {step(1, t('pager.first'), '«', page > 1)}
        {step(page - 1, t('pager.previous'), '‹', page > 1)}
        <li>
          <span aria-current="page" className={cx(itemClass, 'border-harbour-700 bg-harbour-700 text-white')}>
            <span className="sr-only">{t('pager.page', { page: formatNumber(page) })}</span>
            <span aria-hidden="true">{formatNumber(page)}</span>
          </span>
        </li>
        {step(page + 1, t('pager.next'), '›', page < pages)}
        {step(pages, t('pager.last'), '»', page < pages)}
      </ul>
      <p className="text-sm text-slate-700">
        {t('pager.status', { page: formatNumber(page), pages: formatNumber(pages) })}
      </p>
    </nav>
  );
}
