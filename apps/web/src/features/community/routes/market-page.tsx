import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui';
import { TileGrid } from '../components/tile-grid';

/** /market: jobs and services, then the wizards that list an organisation's own. */
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
      <h2 className="mt-10 mb-4 text-2xl font-bold text-harbour-900">{t('market.list_title')}</h2>
      <TileGrid
        items={[
          {
            to: '/vivalinks/business',
            title: t('market.business_title'),
            text: t('market.business_text'),
            icon: '⌂',
          },
          {
            to: '/vivalinks/jobs',
            title: t('market.post_job_title'),
            text: t('market.post_job_text'),
            icon: '✎',
          },
          { to: '/events', title: t('market.event_title'), text: t('market.event_text'), icon: '◷' },
          {
            to: '/vivalinks/volunteer',
            title: t('market.volunteer_title'),
            text: t('market.volunteer_text'),
            icon: '♥',
          },
        ]}
      />
    </div>
  );
}
