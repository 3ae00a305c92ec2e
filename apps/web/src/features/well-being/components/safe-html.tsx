import { cx } from '@/lib/cx';

/**
 * HTML the server has already sanitised with a strict allow-list (headings, paragraphs, lists,
 * links). Never pass HTML from anywhere else. `dir="auto"`: the content's own direction, not the page's.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      dir="auto"
      className={cx(
        'flex flex-col gap-3 text-base leading-relaxed text-slate-800',
        '[&_a]:font-semibold [&_a]:text-harbour-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-harbour-900',
        '[&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-harbour-900 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
