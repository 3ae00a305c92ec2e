import { useTranslation } from 'react-i18next';
import type { CityItem, ProvinceItem } from '@harbour/shared';
import { Alert, Button, Select, type SelectOption } from '@/components/ui';
import { useProvinces } from '@/lib/provinces';

export interface ProvinceCityFieldsProps {
  provinceId: number | null;
  cityId: number | null;
  onProvinceChange: (provinceId: number | null) => void;
  onCityChange: (cityId: number | null) => void;
  onProvinceBlur?: () => void;
  onCityBlur?: () => void;
  provinceError?: string | null;
  cityError?: string | null;
  isDisabled?: boolean;
  isRequired?: boolean;
}

/** The province's name in the interface language (location catalogue), else the server's. */
export function useProvinceName(): (province: Pick<ProvinceItem, 'state_code' | 'state_name'>) => string {
  // Without suspense: outside the location pages (the header's settings) the catalogue loads on
  // demand, and the API's English name shows until it has.
  const { t } = useTranslation('location', { useSuspense: false });
  return (p) => t(`names.${p.state_code}`, { defaultValue: p.state_name });
}

export function useCityName(): (
  city: CityItem,
  province: Pick<ProvinceItem, 'state_code' | 'state_name'>,
) => string {
  const { t } = useTranslation('location');
  const provinceName = useProvinceName();
  return (c, p) => (c.all_province ? t('city.all_of', { province: provinceName(p) }) : c.city_name);
}

/**
 * Province and city selects (max 300px wide). The city stays disabled until a province is chosen;
 * changing the province clears the city (the core validation rules).
 */
export function ProvinceCityFields({
  provinceId,
  cityId,
  onProvinceChange,
  onCityChange,
  onProvinceBlur,
  onCityBlur,
  provinceError,
  cityError,
  isDisabled,
  isRequired,
}: ProvinceCityFieldsProps) {
  const { t } = useTranslation('auth');
  const provinces = useProvinces();
  const provinceName = useProvinceName();
  const cityName = useCityName();

  const list = provinces.data ?? [];
  const province = list.find((p) => p.state_id === provinceId);
  const provinceOptions: SelectOption[] = list.map((p) => ({ id: p.state_id, label: provinceName(p) }));
  const cityOptions: SelectOption[] = province
    ? province.city_list.map((c) => ({ id: c.city_id, label: cityName(c, province) }))
    : [];

  return (
    <div className="flex flex-col gap-4">
      {provinces.isError && (
        <Alert tone="error">
          <p>{t('location.error')}</p>
          <Button variant="link" onPress={() => void provinces.refetch()}>
            {t('location.retry')}
          </Button>
        </Alert>
      )}
      <Select
        label={t('location.province')}
        placeholder={provinces.isPending ? t('location.loading') : t('location.choose_province')}
        options={provinceOptions}
        value={province ? province.state_id : null}
        onChange={(id) => {
          const next = id == null ? null : Number(id);
          if (next === provinceId) return;
          onProvinceChange(next);
          onCityChange(null);
        }}
        onBlur={onProvinceBlur}
        errorKey={provinceError}
        isRequired={isRequired}
        isDisabled={isDisabled || provinces.isPending}
        className="max-w-[300px]"
      />
      <Select
        label={t('location.city')}
        placeholder={t('location.choose_city')}
        options={cityOptions}
        value={cityOptions.some((o) => o.id === cityId) ? cityId : null}
        onChange={(id) => onCityChange(id == null ? null : Number(id))}
        onBlur={onCityBlur}
        errorKey={cityError}
        isRequired={isRequired}
        isDisabled={isDisabled || !province}
        className="max-w-[300px]"
      />
    </div>
  );
}
