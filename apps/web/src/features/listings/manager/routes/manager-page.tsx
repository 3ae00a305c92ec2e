import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ListingKind } from '@harbour/shared';
import { Alert, PageSpinner, PageTitle } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { cx } from '@/lib/cx';
import { useSession } from '@/lib/session';
import { ManagerList } from '../components/manager-list';
import { ManagerSignInPrompt } from '@/features/listings/shared/components/manager-sign-in-prompt';
import { isListingKind, MANAGER_KINDS } from '@/features/listings/shared/lib/manager-kinds';

const PATH = '/vivalinks/manager';

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/**
 * /vivalinks/manager?tab=&page=: the signed-in user's listings in four tabs (the listing screens). The tab and
 * the page live in the address, so back, forward and reload keep them.
 */
export function Component() {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // /vivalinks/update comes back here with { notice: 'listing.updated' }: shown while the page stays,
  // taken out of the history entry so a reload does not say it again.
  const [notice] = useState(() => (location.state as { notice?: unknown } | null)?.notice);
  useEffect(() => {
    if (location.state != null) {
      void navigate({ search: location.search, hash: location.hash }, { replace: true, state: null });
    }
  }, [location.state, location.search, location.hash, navigate]);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const kind: ListingKind = isListingKind(tab) ? tab : 'business';
  const page = pageFrom(params.get('page'));

  const select = (key: Key) => {
    if (isListingKind(key) && key !== kind) setParams({ tab: key }, { preventScrollReset: true });
  };
  const user = session.user;
  const hrefOf = (p: number) => `${PATH}?tab=${kind}${p > 1 ? `&page=${p}` : ''}`;

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('manager.title')} subtitle={t('manager.subtitle')} className="mb-0" />
      {typeof notice === 'string' && user && <Alert tone="success">{tm(notice)}</Alert>}
      {session.status === 'loading' ? (
        <PageSpinner />
      ) : !user ? (
        <ManagerSignInPrompt next={PATH} />
      ) : (
        <Tabs selectedKey={kind} onSelectionChange={select} className="flex flex-col gap-6">
          <TabList
            aria-label={t('manager.tabs_label')}
            className="flex flex-wrap gap-2 border-b border-slate-200"
          >
            {MANAGER_KINDS.map((k) => (
              <Tab
                key={k}
                id={k}
                className={({ isSelected }) =>
                  cx(
                    '-mb-px cursor-pointer rounded-t-lg border-b-4 px-4 py-2 font-semibold',
                    isSelected
                      ? 'border-harbour-700 text-harbour-900'
                      : 'border-transparent text-slate-700 hover:bg-harbour-50 hover:text-harbour-900',
                  )
                }
              >
                {t(`manager.tabs.${k}`)}
              </Tab>
            ))}
          </TabList>
          {MANAGER_KINDS.map((k) => (
            <TabPanel key={k} id={k}>
              <ManagerList kind={k} userId={user.id} page={k === kind ? page : 1} hrefOf={hrefOf} />
            </TabPanel>
          ))}
        </Tabs>
      )}
    </div>
  );
}
