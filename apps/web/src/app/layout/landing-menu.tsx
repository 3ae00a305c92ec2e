import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui';
import { LandingLinks } from './landing-links';

/** The links for organisations in a side drawer, for screens under 900px. */
export function LandingMenu({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={t('nav.menu')}>
      <nav aria-label={t('landing.nav')}>
        <LandingLinks layout="column" onNavigate={() => onOpenChange(false)} />
      </nav>
    </Drawer>
  );
}
