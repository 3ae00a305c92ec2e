import { Link } from 'react-router';
import type { ContentPage } from '@harbour/shared';

const linkClass = 'font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900';

/** The sections of a content page: heading, text and an optional link (in-app path or outside address). */
export function ContentSections({ page, linkText }: { page: ContentPage; linkText: string }) {
  return (
    <div className="flex flex-col gap-4">
      {page.intro && (
        <p dir="auto" className="max-w-3xl text-lg text-slate-700">
          {page.intro}
        </p>
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {page.sections.map((s) => (
          <li
            key={s.heading}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h3 dir="auto" className="text-lg font-bold text-harbour-900">
              {s.heading}
            </h3>
            <p dir="auto" className="text-slate-700">
              {s.text}
            </p>
            {s.link &&
              (s.link.startsWith('/') ? (
                <Link to={s.link} className={linkClass}>
                  {linkText}
                  <span className="sr-only">: {s.heading}</span>
                </Link>
              ) : (
                <a href={s.link} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {linkText}
                  <span className="sr-only">: {s.heading}</span>
                </a>
              ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
