import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProvinceItem } from '@harbour/shared';
import { Alert, PageSpinner, PageTitle, RetryAlert, Spinner } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { useProvinces } from '@/lib/provinces';
import { useProvinceName } from '@/components/account/province-city-fields';
import { useSession } from '@/lib/session';
import { AtlanticMap } from '../components/atlantic-map';
import { ChoiceList } from '../components/choice-list';
import { provinceChoice, type SelectLocationState } from '../lib/province-choice';

/** /select-province: the map of the four provinces and the same choices as a list. */
export function Component() {
  const { t } = useTranslation('location');
  const tm = useMessage();
  const provinceName = useProvinceName();
  const navigate = useNavigate();
  const { setLocation } = useSession();
  const { data: provinces, isPending, isError, error, refetch, isRefetching } = useProvinces();
  const [saving, setSaving] = useState(false);

  const choose = async (province: ProvinceItem) => {
    const choice = provinceChoice(province);
    if (choice.kind === 'city') {
      setSaving(true);
      await setLocation(choice.provinceId, choice.cityId);
      await navigate('/dashboard');
    } else if (choice.kind === 'choose-city') {
      const state: SelectLocationState = { province };
      await navigate('/select-location', { state });
    }
  };

  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={t('province.title')} subtitle={t('province.subtitle')} />
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <RetryAlert tone="error" title={t('error')} onRetry={refetch} isRetrying={isRefetching}>
          <p>{tm(error.message)}</p>
        </RetryAlert>
      ) : provinces.length === 0 ? (
        <Alert tone="info">{t('province.empty')}</Alert>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <AtlanticMap provinces={provinces} onChoose={(p) => void choose(p)} isDisabled={saving} />
          <div>
            <ChoiceList
              columns={1}
              label={t('province.list_label')}
              isDisabled={saving}
              items={provinces.map((p) => ({
                id: p.state_id,
                label: provinceName(p),
                isDisabled: p.city_list.length === 0,
              }))}
              onChoose={(id) => {
                const province = provinces.find((p) => p.state_id === id);
                if (province) void choose(province);
              }}
            />
            {saving && (
              <p className="mt-4 flex items-center gap-2 text-slate-700">
                <Spinner size="sm" label={t('saving')} />
                <span aria-hidden="true">{t('saving')}</span>
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
