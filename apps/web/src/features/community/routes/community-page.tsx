import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui';
import { useSession } from '@/lib/session';
import { TileGrid, type TileItem } from '../components/tile-grid';

/** /community: volunteer hub, IRSA (irsa flag), sponsors, and the ethnocultural communities. */
export function Component() {
  const { t } = useTranslation('community');
  const { isFeatureEnabled } = useSession();
  const items: TileItem[] = [
    {
      to: '/volunteer-hub',
      title: t('community.volunteer_title'),
      text: t('community.volunteer_text'),
      icon: '☺',
    },
    ...(isFeatureEnabled('irsa')
      ? [{ to: '/coming-soon', title: t('community.irsa_title'), text: t('community.irsa_text'), icon: '⚓' }]
      : []),
    { to: '/sponsors', title: t('community.sponsors_title'), text: t('community.sponsors_text'), icon: '★' },
    {
      to: '/ethnic-cultural',
      title: t('community.ethnic_title'),
      text: t('community.ethnic_text'),
      icon: '♫',
    },
  ];
  return (
    <div>
      <PageTitle title={t('community.title')} subtitle={t('community.subtitle')} />
      <TileGrid items={items} />
    </div>
  );
}
