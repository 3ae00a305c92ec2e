import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { MAIN_BREAKPOINT_PX, PRICING_TABS, pricingTabFromHash, type PricingTab } from '@harbour/shared';
import { cx } from '@/lib/cx';
import { AdsTab, PartnerTab, SponsorTab, WhiteLabelTab } from './fixed-tabs';
import { EventsTab, NuChatTab, NuPostTab, VivaLinksTab } from './product-tabs';

const PANELS: Record<PricingTab, ComponentType> = {
  ads: AdsTab,
  vivalinks: VivaLinksTab,
  partner: PartnerTab,
  sponsor: SponsorTab,
  white_label: WhiteLabelTab,
  events: EventsTab,
  nupost: NuPostTab,
  nuchat: NuChatTab,
};

/** Simple line icons (24×24 paths), drawn here so they show without an emoji font. */
const ICONS: Record<PricingTab, string> = {
  ads: 'M3 10v4h3l6 4V6L6 10H3zm13-2a5 5 0 0 1 0 8',
  vivalinks: 'M4 10h16l-1-5H5l-1 5zm1 0v9h14v-9M9 19v-5h6v5',
  partner: 'M2 12l4-4 4 2 4-2 4 2 4-2M6 8l6 8 6-8M9 15l3 3 3-3',
  sponsor: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z',
  white_label: 'M3 12V4h8l10 10-8 8L3 12zm4-4h.01',
  events: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  nupost: 'M3 6h18v12H3zM3 6l9 7 9-7',
  nuchat: 'M4 5h16v11H9l-5 4V5zM8 9h8M8 12h5',
};

const wideQuery = `(min-width: ${MAIN_BREAKPOINT_PX}px)`;

function useIsWide(): boolean {
  const [wide, setWide] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(wideQuery).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(wideQuery);
    const update = () => setWide(mq.matches);
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);
  return wide;
}

/**
 * The pricing tabs. The selected tab is the URL hash (unknown or empty → ads); choosing a tab
 * pushes the new hash, so back and forward move between tabs. Circular buttons on wide screens,
 * a stacked list on small ones; arrow keys move between tabs.
 */
export function PricingHub() {
  const { t } = useTranslation('pricing');
  const location = useLocation();
  const navigate = useNavigate();
  const wide = useIsWide();
  const selected = pricingTabFromHash(location.hash);

  const select = (key: Key) => {
    const tab = pricingTabFromHash(String(key));
    if (tab !== selected || location.hash !== `#${tab}`) {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: tab },
        { preventScrollReset: true },
      );
    }
  };

  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={select}
      orientation={wide ? 'horizontal' : 'vertical'}
      className="flex flex-col gap-6"
    >
      <TabList
        aria-label={t('tabs_label')}
        className={cx(
          wide
            ? 'flex flex-wrap justify-center gap-4'
            : 'flex flex-col divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white',
        )}
      >
        {PRICING_TABS.map((tab) => (
          <Tab
            key={tab}
            id={tab}
            className={({ isSelected, isFocusVisible }) =>
              cx(
                'cursor-pointer outline-none',
                wide
                  ? 'flex size-28 flex-col items-center justify-center gap-1 rounded-full border-2 text-center text-sm font-semibold'
                  : 'flex items-center gap-3 px-4 py-3 text-start font-semibold',
                isSelected
                  ? 'border-harbour-700 bg-harbour-700 text-white'
                  : 'border-harbour-200 bg-white text-harbour-900 hover:bg-harbour-50',
                isFocusVisible && 'ring-4 ring-harbour-400 ring-offset-2',
              )
            }
          >
            <svg
              viewBox="0 0 24 24"
              className="size-7 shrink-0"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={ICONS[tab]} />
            </svg>
            <span>{t(`tabs.${tab}`)}</span>
          </Tab>
        ))}
      </TabList>
      {PRICING_TABS.map((tab) => {
        const Panel = PANELS[tab];
        return (
          <TabPanel
            key={tab}
            id={tab}
            className="rounded-xl outline-none focus-visible:ring-4 focus-visible:ring-harbour-400"
          >
            <Panel />
          </TabPanel>
        );
      })}
    </Tabs>
  );
}
