import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { CityItem } from '@harbour/shared';
import { Alert, Button, PageTitle, Spinner } from '@/components/ui';
import { useProvinces } from '@/lib/provinces';
import { useProvinceName } from '@/components/account/province-city-fields';
import { useSession } from '@/lib/session';
import { ChoiceList } from '../components/choice-list';
import { ProvinceCityMap } from '../components/province-city-map';
import { readSelectLocationState } from '../lib/province-choice';

/** /select-location: the chosen province's cities as map pins, plus "All of {province}". */
export function Component() {
  const { t } = useTranslation('location');
  const location = useLocation();
  const navigate = useNavigate();
  const { setLocation } = useSession();
  const { data: provinces } = useProvinces();
  const provinceName = useProvinceName();
  const [saving, setSaving] = useState(false);

  const passed = readSelectLocationState(location.state);
  if (!passed) return <Navigate to="/select-province" replace />;
  // Prefer the freshly loaded record: names follow the current language.
  const province = provinces?.find((p) => p.state_id === passed.state_id) ?? passed;
  const pins = province.city_list.filter((c) => !c.all_province);
  const wholeProvince = province.city_list.filter((c) => c.all_province);

  const choose = async (city: CityItem) => {
    setSaving(true);
    await setLocation(province.state_id, city.city_id);
    await navigate('/dashboard');
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageTitle
        title={t('city.title', { province: provinceName(province) })}
        subtitle={t('city.subtitle')}
      />
      {province.city_list.length === 0 ? (
        <Alert tone="info">{t('city.empty')}</Alert>
      ) : (
        <>
          {pins.length > 0 && (
            <ProvinceCityMap
              province={province}
              cities={pins}
              onChoose={(c) => void choose(c)}
              isDisabled={saving}
            />
          )}
          {wholeProvince.length > 0 && (
            <div className="mt-6 rounded-2xl border border-sea-200 bg-sea-50 p-4">
              <p className="mb-3 text-slate-700">{t('city.all_of_hint')}</p>
              <div className="flex flex-wrap gap-3">
                {wholeProvince.map((c) => (
                  <Button key={c.city_id} isDisabled={saving} onPress={() => void choose(c)}>
                    {t('city.all_of', { province: provinceName(province) })}
                  </Button>
                ))}
              </div>
            </div>
          )}
          {pins.length > 0 && (
            <ChoiceList
              label={t('city.list_label')}
              isDisabled={saving}
              items={pins.map((c) => ({ id: c.city_id, label: c.city_name }))}
              onChoose={(id) => {
                const city = pins.find((c) => c.city_id === id);
                if (city) void choose(city);
              }}
            />
          )}
          {saving && (
            <p className="mt-4 flex items-center gap-2 text-slate-700">
              <Spinner size="sm" label={t('saving')} />
              <span aria-hidden="true">{t('saving')}</span>
            </p>
          )}
        </>
      )}
      <p className="mt-8">
        <Link to="/select-province" className="font-semibold text-harbour-700 underline underline-offset-2">
          {t('city.other_province')}
        </Link>
      </p>
    </div>
  );
}
