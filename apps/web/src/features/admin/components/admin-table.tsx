import type { ReactNode } from 'react';

export const adminCell = 'px-3 py-2 align-top';
const head = 'px-3 py-2 text-start font-semibold text-harbour-900 whitespace-nowrap';

/** A scrollable admin table: a caption for screen readers, one header cell a column, then the rows. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  /** Column headings, in order; a column without a visible heading passes a visually hidden label. */
  columns: ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-harbour-50">
          <tr>
            {columns.map((label, i) => (
              <th key={i} scope="col" className={head}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
