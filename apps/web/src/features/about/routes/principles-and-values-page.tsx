import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui';
import { useContentPage } from '../api/content-page';
import { ContentSections } from '../components/content-sections';
import { QueryView } from '../components/query-view';

/** /principles-and-values: the page of that slug from the database. */
export function Component() {
  const { t } = useTranslation('about');
  const page = useContentPage('principles-and-values');
  return (
    <QueryView query={page} errorText={t('values.error')}>
      {(p) => (
        <div>
          <PageTitle title={p.title} dir="auto" />
          <ContentSections page={p} linkText={t('about.open')} />
        </div>
      )}
    </QueryView>
  );
}
