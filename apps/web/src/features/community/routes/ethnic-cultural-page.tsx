import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui';
import { TileGrid } from '../components/tile-grid';

const CONTINENTS = [
  ['africa', '◉'],
  ['asia', '◉'],
  ['europe', '◉'],
  ['north_america', '◉'],
  ['south_america', '◉'],
  ['oceania', '◉'],
] as const;

/** /ethnic-cultural: cultural communities and the six continents (all to /coming-soon for now). */
export function Component() {
  const { t } = useTranslation('community');
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t('ethnic.title')} subtitle={t('ethnic.subtitle')} className="mb-0" />
      <TileGrid
        items={[
          {
            to: '/coming-soon',
            title: t('ethnic.cultural_title'),
            text: t('ethnic.cultural_text'),
            icon: '♫',
          },
        ]}
      />
      <section aria-labelledby="continents-title" className="flex flex-col gap-4">
        <h2 id="continents-title" className="text-2xl font-bold text-harbour-900">
          {t('ethnic.continents_label')}
        </h2>
        <TileGrid
          items={CONTINENTS.map(([key, icon]) => ({
            to: '/coming-soon',
            title: t(`ethnic.${key}`),
            text: '',
            icon,
          }))}
        />
      </section>
    </div>
  );
}
