import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui';
import { TileGrid } from '../components/tile-grid';

/** /market: jobs and services. */
export function Component() {
  const { t } = useTranslation('community');
  return (
    <div>
      <PageTitle title={t('market.title')} subtitle={t('market.subtitle')} />
      <TileGrid
        items={[
          { to: '/findajob', title: t('market.jobs_title'), text: t('market.jobs_text'), icon: '⚒' },
          { to: '/services', title: t('market.services_title'), text: t('market.services_text'), icon: '⚙' },
        ]}
      />
    </div>
  );
}
