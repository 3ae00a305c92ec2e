import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';

export interface AboutTab {
  id: string;
  label: string;
  content: ReactNode;
}

const tabClass =
  'cursor-pointer rounded-t-lg border-b-4 border-transparent px-4 py-2 text-base font-semibold text-slate-700 outline-none ' +
  'hover:text-harbour-800 data-[selected]:border-harbour-600 data-[selected]:text-harbour-900 ' +
  'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-harbour-600';

/** An accessible tab set (arrow keys move between tabs; follows the reading direction). */
export function AboutTabs({ label, tabs }: { label: string; tabs: AboutTab[] }) {
  return (
    <Tabs defaultSelectedKey={tabs[0]?.id} className="flex flex-col gap-4">
      <TabList aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={tabClass}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          id={tab.id}
          className="rounded-lg outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-harbour-600"
        >
          {tab.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
