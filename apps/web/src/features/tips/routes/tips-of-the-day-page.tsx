import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { TIPS_YEAR } from '@harbour/shared';
import { PageTitle } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { useTipsIntro } from '../api/tips-intro';
import { MonthTips } from '../components/month-tips';

/** Spec 1: month tabs 1 to 12, the fourth (index 3) selected at first. */
const DEFAULT_TAB_INDEX = 3;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

const tabClass =
  'cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 outline-none ' +
  'hover:border-harbour-400 data-[selected]:border-harbour-600 data-[selected]:bg-harbour-600 data-[selected]:text-white ' +
  'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-harbour-600';

/** /tips-of-the-day: year 2021, a tab per month, a card grid with infinite scroll. */
export function Component() {
  const { t } = useTranslation('tips');
  const intro = useTipsIntro();
  const monthName = (m: number) => formatDate(new Date(TIPS_YEAR, m - 1, 1), { month: 'long' });
  return (
    <div className="flex flex-col gap-6">
      <PageTitle
        title={`${intro.data?.title ?? t('title')} · ${TIPS_YEAR}`}
        subtitle={intro.data?.intro || t('subtitle')}
        className="mb-0"
        dir={intro.data ? 'auto' : undefined}
      />
      <Tabs defaultSelectedKey={String(MONTHS[DEFAULT_TAB_INDEX])} className="flex flex-col gap-6">
        <TabList aria-label={t('months_label')} className="flex flex-wrap gap-2">
          {MONTHS.map((m) => (
            <Tab key={m} id={String(m)} className={tabClass}>
              {monthName(m)}
            </Tab>
          ))}
        </TabList>
        {MONTHS.map((m) => (
          <TabPanel key={m} id={String(m)} className="outline-none">
            <MonthTips month={m} />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
