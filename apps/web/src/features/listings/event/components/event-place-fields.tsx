import { useTranslation } from 'react-i18next';
import { useController, useWatch } from 'react-hook-form';
import { Select } from '@/components/ui';
import { useProvinceName } from '@/components/account/province-city-fields';
import { useProvinces } from '@/lib/provinces';
import { useListingMessage } from '@/features/listings/shared/lib/listing-message';
import { ChoiceChips } from '@/features/listings/shared/components/event-choice-chips';
import { ProvincesError } from '@/features/listings/shared/components/provinces-error';
import type { EventFormControl } from './event-schedule-fields';

/**
 * The province (required) and the cities of that province the event is shown in (none = the whole
 * province, the listing fields). Changing the province clears the cities.
 */
export function EventPlaceFields({ control }: { control: EventFormControl }) {
  const { t } = useTranslation('vivalinks');
  const msg = useListingMessage();
  const provinces = useProvinces();
  const provinceName = useProvinceName();
  const {
    field: { ref: provinceRef, onChange: setProvince, onBlur: provinceBlur },
    fieldState: provinceState,
  } = useController({ control, name: 'province' });
  const cities = useController({ control, name: 'city_id' });
  const provinceId = useWatch({ control, name: 'province' });
  const list = provinces.data ?? [];
  const chosen = list.find((p) => p.state_id === provinceId);
  // "All of …" entries stand for the whole province, which is what no city at all means here.
  const cityOptions = (chosen?.city_list ?? [])
    .filter((c) => !c.all_province)
    .map((c) => ({ id: c.city_id, label: c.city_name }));

  return (
    <div className="flex flex-col gap-4">
      <ProvincesError provinces={provinces} />
      <Select
        ref={provinceRef}
        label={t('event.form.province')}
        placeholder={provinces.isPending ? t('event.chips.loading') : t('event.form.choose_province')}
        options={list.map((p) => ({ id: p.state_id, label: provinceName(p) }))}
        value={chosen ? chosen.state_id : null}
        onChange={(id) => {
          const next = id == null ? null : Number(id);
          if (next === provinceId) return;
          setProvince(next);
          cities.field.onChange([]);
        }}
        onBlur={provinceBlur}
        errorKey={msg(provinceState.error?.message) || null}
        isRequired
        isDisabled={provinces.isPending}
        className="max-w-[300px]"
      />
      {chosen && (
        <ChoiceChips
          label={t('event.form.cities')}
          description={t('event.form.cities_help', { province: provinceName(chosen) })}
          options={cityOptions}
          value={cities.field.value}
          onChange={cities.field.onChange}
          error={msg(cities.fieldState.error?.message)}
          emptyText={t('event.form.no_cities')}
        />
      )}
    </div>
  );
}
