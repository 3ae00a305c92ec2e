import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentPage } from '@harbour/shared';
import { Alert } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { toBlocks } from '../legal-pages';

const linkClass = 'font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900';

/** A legal text: last-updated date, a note when shown in English instead, then its numbered sections. */
export function LegalDocument({ page, updated }: { page: ContentPage; updated: string | null }) {
  const { t, i18n } = useTranslation('legal');
  return (
    <article className="max-w-3xl">
      {updated && (
        <p className="mb-4 text-slate-700">
          {t('last_updated', {
            date: formatDate(`${updated}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </p>
      )}
      {page.language !== i18n.language && <Alert className="mb-6">{t('english_only')}</Alert>}
      <div lang={page.language} dir="auto" className="flex flex-col gap-6 text-slate-800">
        {page.intro && <p className="text-lg">{page.intro}</p>}
        {page.sections.map((s) => (
          <section key={s.heading} className="flex flex-col gap-3">
            <h2 className="text-xl font-bold text-harbour-900">{s.heading}</h2>
            {toBlocks(s.text).map((b, i) =>
              b.kind === 'p' ? (
                <p key={i} className="leading-relaxed">
                  {b.text}
                </p>
              ) : (
                <ul key={i} className="flex list-disc flex-col gap-1 ps-6 leading-relaxed">
                  {b.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
            {s.link?.startsWith('/') && (
              <p>
                <Link to={s.link} className={linkClass}>
                  {t('read_more')}
                  <span className="sr-only">: {s.heading}</span>
                </Link>
              </p>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
