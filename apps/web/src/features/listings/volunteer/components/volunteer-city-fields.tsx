import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control } from 'react-hook-form';
import { Select } from '@/components/ui';
import { useCityName, useProvinceName } from '@/components/account/province-city-fields';
import { useProvinces } from '@/lib/provinces';
import { useSession } from '@/lib/session';
import { useListingMessage } from '@/features/listings/shared/lib/listing-message';
import type { VolunteerFormOutput, VolunteerFormValues } from '../lib/volunteer-form';
import { ChoiceChips } from '@/features/listings/shared/components/event-choice-chips';
import { ProvincesError } from '@/features/listings/shared/components/provinces-error';

/**
 * The cities where the organisation looks for volunteers (search_by_location, at least one): a
 * province picker (the user's province first) and that province's cities as chips.
 */
export function VolunteerCityFields({
  control,
}: {
  control: Control<VolunteerFormValues, unknown, VolunteerFormOutput>;
}) {
  const { t } = useTranslation('vivalinks');
  const msg = useListingMessage();
  const session = useSession();
  const provinces = useProvinces();
  const provinceName = useProvinceName();
  const cityName = useCityName();
  const { field, fieldState } = useController({ control, name: 'search_by_location' });
  const list = provinces.data ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  // Until the user picks one: the province of a city already chosen, else the user's own.
  const provinceId =
    picked ??
    list.find((p) => p.city_list.some((c) => field.value.includes(c.city_id)))?.state_id ??
    session.provinceId ??
    session.user?.state_id ??
    null;
  const province = list.find((p) => p.state_id === provinceId);

  return (
    <div className="flex flex-col gap-4">
      <ProvincesError provinces={provinces} />
      <Select
        label={t('volunteer.form.province')}
        placeholder={provinces.isPending ? t('event.chips.loading') : t('event.form.choose_province')}
        options={list.map((p) => ({ id: p.state_id, label: provinceName(p) }))}
        value={province ? province.state_id : null}
        onChange={(id) => {
          const next = id == null ? null : Number(id);
          if (next === provinceId) return;
          setPicked(next);
          // The directories are by city: an organisation is looked for in one province at a time.
          field.onChange([]);
        }}
        isDisabled={provinces.isPending}
        className="max-w-[300px]"
      />
      <ChoiceChips
        label={t('volunteer.form.cities')}
        description={t('volunteer.form.cities_help')}
        options={
          province ? province.city_list.map((c) => ({ id: c.city_id, label: cityName(c, province) })) : []
        }
        value={field.value}
        onChange={field.onChange}
        isRequired
        isLoading={provinces.isPending}
        error={msg(fieldState.error?.message)}
        emptyText={province ? t('event.form.no_cities') : t('volunteer.form.choose_province_first')}
      />
    </div>
  );
}
