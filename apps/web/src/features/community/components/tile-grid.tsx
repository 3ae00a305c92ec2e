import { Link } from 'react-router';

export interface TileItem {
  to: string;
  title: string;
  text: string;
  /** a decorative symbol */
  icon: string;
}

const tileClass =
  'flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition ' +
  'hover:border-harbour-400 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harbour-600';

/** Tiles that lead to other pages (grouping pages). */
export function TileGrid({ items, label }: { items: TileItem[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.to + item.title}>
          <Link to={item.to} className={tileClass}>
            <span aria-hidden="true" className="text-3xl">
              {item.icon}
            </span>
            <span className="text-lg font-bold text-harbour-900">{item.title}</span>
            <span className="text-slate-700">{item.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
