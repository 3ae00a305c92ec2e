import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton, PageTitle } from '@/components/ui';
import { useSession } from '@/lib/session';
import { cx } from '@/lib/cx';

/** Spec 1 "Tools hub": the third tile is selected at first. */
const DEFAULT_TOOL_INDEX = 2;

interface Tool {
  key: 'post' | 'chat' | 'wellbeing' | 'translations';
  icon: string;
  to: string;
}

const TOOLS: Tool[] = [
  { key: 'post', icon: '✎', to: '/vivalinks/manager' },
  { key: 'chat', icon: '✉', to: '/chat' },
  { key: 'wellbeing', icon: '♥', to: '/well-being' },
  { key: 'translations', icon: '⇄', to: '/translation' },
];

/** /tulz: four tools (chat only with the nuchat flag); the selected one shows its title, text and button. */
export function Component() {
  const { t } = useTranslation('community');
  const { isFeatureEnabled } = useSession();
  const tools = TOOLS.filter((tool) => tool.key !== 'chat' || isFeatureEnabled('nuchat'));
  const [chosen, setChosen] = useState<Tool['key'] | null>(null);
  const selected =
    tools.find((tool) => tool.key === chosen) ?? tools[Math.min(DEFAULT_TOOL_INDEX, tools.length - 1)]!;

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('tulz.title')} subtitle={t('tulz.subtitle')} className="mb-0" />
      <ul aria-label={t('tulz.tools_label')} className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {tools.map((tool) => {
          const isSelected = tool.key === selected.key;
          return (
            <li key={tool.key}>
              <button
                type="button"
                aria-pressed={isSelected}
                aria-controls="tool-detail"
                onClick={() => setChosen(tool.key)}
                className={cx(
                  'flex w-full flex-col items-center gap-2 rounded-2xl border-2 bg-white p-5 text-lg font-bold shadow-sm',
                  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harbour-600',
                  isSelected
                    ? 'border-harbour-600 bg-harbour-50 text-harbour-900'
                    : 'border-slate-200 text-slate-800 hover:border-harbour-300',
                )}
              >
                <span aria-hidden="true" className="text-3xl">
                  {tool.icon}
                </span>
                {t(`tulz.${tool.key}_title`)}
              </button>
            </li>
          );
        })}
      </ul>
      <section
        id="tool-detail"
        aria-live="polite"
        aria-labelledby="tool-detail-title"
        className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="tool-detail-title" className="text-2xl font-bold text-harbour-900">
          {t(`tulz.${selected.key}_title`)}
        </h2>
        <p className="max-w-2xl text-slate-700">{t(`tulz.${selected.key}_text`)}</p>
        <LinkButton to={selected.to}>{t(`tulz.${selected.key}_button`)}</LinkButton>
      </section>
    </div>
  );
}
