import { useTranslation } from 'react-i18next';
import { useController, useWatch, type Control } from 'react-hook-form';
import { VOLUNTEER_PHOTOS_MAX, VOLUNTEER_TEXT_MAX } from '@harbour/shared';
import { FormEmailField, FormTextField } from '@/components/form';
import { useVolunteerCategories } from '../api/volunteer-categories';
import { useListingMessage } from '@/features/listings/shared/lib/listing-message';
import type { VolunteerFormOutput, VolunteerFormValues } from '../lib/volunteer-form';
import { ChoiceChips } from '@/features/listings/shared/components/event-choice-chips';
import { PhoneField } from '@/features/listings/shared/components/phone-field';
import {
  FormSection,
  pickerPhotoProps,
  type FieldsPhotoProps,
} from '@/features/listings/shared/components/form-section';
import { PhotoPicker } from '@/features/listings/shared/components/photo-picker';
import { SplitAddressField } from '@/features/listings/shared/components/split-address-field';
import { VolunteerCityFields } from './volunteer-city-fields';
import { VolunteerLookingField } from './volunteer-looking-field';
import { WrittenLanguageField } from '@/features/listings/shared/components/written-language-field';

type Ctl = Control<VolunteerFormValues, unknown, VolunteerFormOutput>;

function AddressAndPhone({ control }: { control: Ctl }) {
  const { t } = useTranslation('vivalinks');
  const address = useController({ control, name: 'org_address_en' });
  const lat = useController({ control, name: 'address_lat' });
  const lon = useController({ control, name: 'address_long' });
  const cityIds = useWatch({ control, name: 'search_by_location' });
  const {
    field: { ref: phoneRef, name: phoneName, value: phone, onChange: setPhone, onBlur: phoneBlur },
    fieldState: phoneState,
  } = useController({ control, name: 'org_telephone' });
  return (
    <>
      <SplitAddressField
        label={t('volunteer.form.address')}
        address={address}
        lat={lat}
        lon={lon}
        place={{ provinceId: null, cityIds }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="org_postcode"
          label={t('volunteer.form.postal_code')}
          autoComplete="postal-code"
          maxLength={10}
        />
        <PhoneField
          ref={phoneRef}
          name={phoneName}
          label={t('volunteer.form.phone')}
          value={phone}
          onChange={setPhone}
          onBlur={phoneBlur}
          errorMessage={phoneState.error?.message}
        />
      </div>
    </>
  );
}

function CategoryField({ control }: { control: Ctl }) {
  const { t } = useTranslation('vivalinks');
  const msg = useListingMessage();
  const categories = useVolunteerCategories();
  const { field, fieldState } = useController({ control, name: 'search_by_category' });
  return (
    <ChoiceChips
      label={t('volunteer.form.categories')}
      options={(categories.data ?? []).map((c) => ({ id: c.cat_id, label: c.cat_name }))}
      value={field.value}
      onChange={field.onChange}
      isLoading={categories.isPending}
      onRetry={categories.isError ? () => void categories.refetch() : undefined}
      error={msg(fieldState.error?.message)}
    />
  );
}

function LookingField({ control }: { control: Ctl }) {
  const msg = useListingMessage();
  const { field, fieldState } = useController({ control, name: 'looking_for_volunteer_en' });
  return (
    <VolunteerLookingField
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={msg(fieldState.error?.message)}
    />
  );
}

export interface VolunteerFieldsProps extends FieldsPhotoProps {
  control: Ctl;
}

const TEXTS = [
  ['org_description_en', 'description'],
  ['org_mission_en', 'mission'],
  ['des_org_needs_en', 'needs'],
  ['note_en', 'note'],
] as const;

/** Every field of the volunteer organisation form (the listing fields and listing form rules), in three sections. */
export function VolunteerFields({ control, ...photoProps }: VolunteerFieldsProps) {
  const { t } = useTranslation('vivalinks');
  return (
    <div className="flex flex-col gap-6">
      <FormSection title={t('volunteer.form.organisation')}>
        <FormTextField
          control={control}
          name="org_name_en"
          label={t('volunteer.form.name')}
          autoComplete="organization"
          maxLength={150}
          isRequired
        />
        <AddressAndPhone control={control} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="org_website"
            label={t('volunteer.form.website')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
          />
          <FormEmailField control={control} name="org_email" label={t('volunteer.form.email')} />
        </div>
      </FormSection>
      <FormSection title={t('volunteer.form.volunteers')}>
        <LookingField control={control} />
        <VolunteerCityFields control={control} />
        <CategoryField control={control} />
      </FormSection>
      <FormSection title={t('volunteer.form.about')}>
        <WrittenLanguageField control={control} name="original_lang" />
        {TEXTS.map(([name, key]) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            label={t(`volunteer.form.${key}`)}
            multiline
            rows={4}
            maxLength={VOLUNTEER_TEXT_MAX}
          />
        ))}
        <PhotoPicker
          label={t('volunteer.form.image')}
          max={VOLUNTEER_PHOTOS_MAX}
          {...pickerPhotoProps(photoProps)}
        />
      </FormSection>
    </div>
  );
}
