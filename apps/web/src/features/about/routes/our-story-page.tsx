import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui';
import { useStories } from '../api/our-story';
import { QueryView } from '../components/query-view';

/** /our-story: the pages of our story, each to /our-story/{id}. */
export function Component() {
  const { t } = useTranslation('about');
  const stories = useStories();
  return (
    <div>
      <PageTitle title={t('story.title')} subtitle={t('story.subtitle')} />
      <QueryView query={stories} errorText={t('load_error')}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-slate-700">{t('story.empty')}</p>
          ) : (
            <ol className="grid gap-6 md:grid-cols-2">
              {list.map((s) => (
                <li
                  key={s.id}
                  className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
                >
                  {s.image && <img src={s.image} alt="" className="aspect-video w-full object-cover" />}
                  <div className="flex flex-col gap-2 p-5">
                    <h2 dir="auto" className="text-xl font-bold text-harbour-900">
                      {s.title}
                    </h2>
                    <p dir="auto" className="line-clamp-3 text-slate-700">
                      {s.description}
                    </p>
                    <Link
                      to={`/our-story/${s.id}`}
                      className="self-start font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900"
                    >
                      {t('story.read')}
                      <span className="sr-only">: {s.title}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </div>
  );
}
