import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';
import { useScrollEdges } from '../lib/use-scroll-edges';

const cellClass = 'px-3 py-2 text-start sm:px-4';

/**
 * A price table with a visible caption; the first column holds row headers. When the screen is too narrow
 * for it, it scrolls sideways inside its box: a line says so, shadows mark the hidden side, and the box is
 * a named region the keyboard can focus and scroll.
 */
export function PriceTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}) {
  const { t } = useTranslation('pricing');
  const id = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  const scrolls = edges.start || edges.end;
  const captionId = `${id}-caption`;
  const hintId = `${id}-hint`;
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <p id={captionId} className="p-4 pb-2 text-lg font-semibold text-harbour-900">
        {caption}
      </p>
      {scrolls && (
        <p id={hintId} className="flex items-center gap-2 px-4 pb-2 text-sm text-slate-700">
          <svg
            viewBox="0 0 24 24"
            className="size-5 shrink-0"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M7 8l-4 4 4 4M17 8l4 4-4 4M3 12h18" />
          </svg>
          {t('table_scroll_hint')}
        </p>
      )}
      <div className="relative">
        <div
          ref={scroller}
          role={scrolls ? 'region' : undefined}
          aria-labelledby={scrolls ? captionId : undefined}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={scrolls ? 0 : undefined}
          className="overflow-x-auto rounded-b-xl focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-harbour-700"
        >
          <table aria-labelledby={captionId} className="w-full border-collapse text-start">
            <thead className="bg-harbour-50">
              <tr>
                {head.map((h) => (
                  <th key={h} scope="col" className={cx(cellClass, 'font-semibold text-harbour-900')}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([first, ...cells], i) => (
                <tr key={i} className="border-t border-slate-200">
                  <th scope="row" className={cx(cellClass, 'font-medium')}>
                    {first}
                  </th>
                  {cells.map((cell, j) => (
                    <td key={j} className={cx(cellClass, 'tabular-nums')}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div
          aria-hidden="true"
          className={cx(
            'pointer-events-none absolute inset-y-0 start-0 w-6 bg-linear-to-r from-slate-900/20 to-transparent transition-opacity rtl:bg-linear-to-l',
            edges.start ? 'opacity-100' : 'opacity-0',
          )}
        />
        <div
          aria-hidden="true"
          className={cx(
            'pointer-events-none absolute inset-y-0 end-0 w-6 rounded-ee-xl bg-linear-to-l from-slate-900/20 to-transparent transition-opacity rtl:bg-linear-to-r',
            edges.end ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
    </div>
  );
}

export function TabIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="flex flex-col gap-1">
      <h2 className="text-2xl font-bold text-harbour-900">{title}</h2>
      <p className="text-slate-700">{intro}</p>
    </header>
  );
}
