import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui';
import { useSession } from '@/lib/session';
import { NavLinkList } from './nav-links';

/** The header links in a side drawer, for screens under 900px. */
export function NavDrawer({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={t('nav.menu')}>
      <nav aria-label={t('nav.main')}>
        <NavLinkList loggedIn={!!user} layout="column" onNavigate={() => onOpenChange(false)} />
      </nav>
    </Drawer>
  );
}
