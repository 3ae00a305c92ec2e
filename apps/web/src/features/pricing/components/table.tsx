import type { ReactNode } from 'react';

/** A price table with a visible caption; the first column holds row headers. */
export function PriceTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full border-collapse text-start">
        <caption className="p-4 text-start text-lg font-semibold text-harbour-900">{caption}</caption>
        <thead className="bg-harbour-50">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-2 text-start font-semibold text-harbour-900">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...cells], i) => (
            <tr key={i} className="border-t border-slate-200">
              <th scope="row" className="px-4 py-2 text-start font-medium">
                {first}
              </th>
              {cells.map((cell, j) => (
                <td key={j} className="px-4 py-2 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
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
