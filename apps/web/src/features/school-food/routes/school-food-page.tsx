import { useTranslation } from 'react-i18next';
import { Alert, Button, PageSpinner, PageTitle } from '@/components/ui';
import { useSchoolFood } from '../api/school-food';

/** /school-food: the school food programmes of the four provinces (content from the database). */
export function Component() {
  const { t } = useTranslation('community');
  const page = useSchoolFood();
  if (page.isPending) return <PageSpinner />;
  if (page.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('school_food.error')}</Alert>
        <Button variant="secondary" onPress={() => void page.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  const p = page.data;
  return (
    <article className="flex flex-col gap-6">
      <PageTitle title={p.title} subtitle={p.intro} className="mb-0" dir="auto" />
      {p.sections.map((s) => (
        <section
          key={s.heading}
          className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 dir="auto" className="text-xl font-bold text-harbour-900">
            {s.heading}
          </h2>
          <p dir="auto" className="max-w-3xl text-slate-700">
            {s.text}
          </p>
          {s.link && (
            <a
              href={s.link}
              target="_blank"
              rel="noopener noreferrer"
              className="self-start font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900"
            >
              {t('school_food.visit')}
              <span className="sr-only">
                : {s.heading} {t('opens_new_tab')}
              </span>
            </a>
          )}
        </section>
      ))}
    </article>
  );
}
