import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert, LinkButton, PageTitle } from '@/components/ui';
import { useStories } from '../api/our-story';
import { useStory } from '../api/story-page';
import { QueryView } from '../components/query-view';

/** /our-story/{id}: image, title and description, with a link to the next page. */
export function Component() {
  const { t } = useTranslation('about');
  const { id = '' } = useParams();
  const story = useStory(id);
  const all = useStories();
  const back = (
    <LinkButton to="/our-story" variant="secondary">
      {t('story.back')}
    </LinkButton>
  );
  return (
    <QueryView
      query={story}
      errorText={t('load_error')}
      notFound={{
        key: 'story.not_found',
        node: (
          <div className="flex flex-col items-start gap-4">
            <PageTitle title={t('story.title')} />
            <Alert tone="info">{t('story.not_found')}</Alert>
            {back}
          </div>
        ),
      }}
    >
      {(s) => {
        const list = all.data ?? [];
        const next = list[list.findIndex((x) => x.id === s.id) + 1];
        return (
          <article className="flex flex-col gap-6">
            <PageTitle title={s.title} className="mb-0" dir="auto" />
            {s.image && (
              <img src={s.image} alt="" className="aspect-video w-full max-w-3xl rounded-2xl object-cover" />
            )}
            <p dir="auto" className="max-w-3xl text-lg whitespace-pre-line text-slate-700">
              {s.description}
            </p>
            <div className="flex flex-wrap gap-3">
              {back}
              {next && (
                <LinkButton to={`/our-story/${next.id}`}>{t('story.next', { title: next.title })}</LinkButton>
              )}
            </div>
          </article>
        );
      }}
    </QueryView>
  );
}
