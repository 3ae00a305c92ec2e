import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui';
import { useSponsors } from '../api/sponsors';
import { QueryView } from '../components/query-view';
import { SponsorList } from '../components/sponsor-list';

/** /sponsors: title and the sponsors whose logo flag is on for the user's province. */
export function Component() {
  const { t } = useTranslation('about');
  const sponsors = useSponsors();
  return (
    <div>
      <PageTitle title={t('sponsors.title')} subtitle={t('sponsors.subtitle')} />
      <QueryView query={sponsors} errorText={t('load_error')}>
        {(list) => <SponsorList sponsors={list} />}
      </QueryView>
    </div>
  );
}
