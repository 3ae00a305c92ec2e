import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui';
import { TileGrid } from '../components/tile-grid';

/** /nuz: news-feed tiles (weather, notifications, events). */
export function Component() {
  const { t } = useTranslation('community');
  return (
    <div>
      <PageTitle title={t('nuz.title')} subtitle={t('nuz.subtitle')} />
      <TileGrid
        items={[
          { to: '/nuweather', title: t('nuz.weather_title'), text: t('nuz.weather_text'), icon: '☀' },
          {
            to: '/notifications',
            title: t('nuz.notifications_title'),
            text: t('nuz.notifications_text'),
            icon: '⚑',
          },
          { to: '/displayevents', title: t('nuz.events_title'), text: t('nuz.events_text'), icon: '★' },
        ]}
      />
    </div>
  );
}
