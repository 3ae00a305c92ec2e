import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useForm } from 'react-hook-form';
import {
  BUSINESS_CATEGORIES_MAX,
  BUSINESS_DESCRIPTION_MAX,
  BUSINESS_KEYWORDS_MAX,
  BUSINESS_NAME_MAX,
  BUSINESS_PHOTOS_MAX,
  type OwnedBusiness,
  type ProvinceItem,
} from '@harbour/shared';
import { FormEmailField, FormProvinceCityFields, FormTextField } from '../../../components/form';
import { useBusinessCategories } from '../api/business-categories';
import { businessFormResolver, type BusinessFormInput, type BusinessFormOutput } from '../lib/business-form';
import { businessValues, toBusinessUpdateData } from '../lib/update-business';
import { AddressField } from './address-field';
import { BranchesEditor } from './branches-editor';
import { ChoiceChips } from './event-choice-chips';
import { HoursEditor } from './hours-editor';
import { PhoneField } from './phone-field';
import { PhotoPicker, type NewPhoto } from './photo-picker';
import { UpdateActions, UpdateSection, useUpdateMessage, type UpdateFormProps } from './update-form-parts';

/** The business listing's fields as the wizard has them, its photos, saved with /api/businessListingUpdate. */
export function UpdateBusinessForm({
  listing,
  provinces,
  photos,
  onDeletePhoto,
  onSave,
  saving,
  error,
}: UpdateFormProps<OwnedBusiness> & { provinces: readonly ProvinceItem[] }) {
  const { t } = useTranslation('vivalinks');
  const msg = useUpdateMessage();
  const [newPhotos, setNewPhotos] = useState<NewPhoto[]>([]);
  const [invalid, setInvalid] = useState(false);
  const { control, handleSubmit } = useForm<BusinessFormInput, unknown, BusinessFormOutput>({
    resolver: businessFormResolver,
    defaultValues: businessValues(listing, provinces),
    mode: 'onTouched',
  });
  const categories = useBusinessCategories();
  const address = useController({ control, name: 'business_address' });
  const phone = useController({ control, name: 'business_telephone' });
  const chosen = useController({ control, name: 'business_category' });
  const hours = useController({ control, name: 'hours' });

  const submit = handleSubmit(
    async (v) => {
      setInvalid(false);
      await onSave({
        kind: 'business',
        data: toBusinessUpdateData(v, listing),
        files: newPhotos.map((p) => p.file),
      });
    },
    () => setInvalid(true),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6">
      <UpdateSection title={t('update.business.about')}>
        <FormTextField
          control={control}
          name="business_name"
          label={t('business.name')}
          maxLength={BUSINESS_NAME_MAX}
          isRequired
        />
        <ChoiceChips
          label={t('business.categories')}
          description={t('business.categories_help', { max: BUSINESS_CATEGORIES_MAX })}
          options={(categories.data ?? []).map((c) => ({ id: c.cat_id, label: c.cat_name }))}
          value={chosen.field.value}
          onChange={(ids) => chosen.field.onChange(ids.slice(0, BUSINESS_CATEGORIES_MAX))}
          error={msg(chosen.fieldState.error?.message) || undefined}
          isRequired
          isLoading={categories.isPending}
          onRetry={categories.isError ? () => void categories.refetch() : undefined}
        />
        <FormTextField
          control={control}
          name="business_description_en"
          label={t('business.description')}
          multiline
          rows={5}
          maxLength={BUSINESS_DESCRIPTION_MAX}
        />
        <FormTextField
          control={control}
          name="keywords_en"
          label={t('business.keywords')}
          description={t('business.keywords_help')}
          maxLength={BUSINESS_KEYWORDS_MAX}
        />
      </UpdateSection>
      <UpdateSection title={t('update.business.contact')}>
        <AddressField
          label={t('business.address')}
          value={address.field.value}
          onChange={address.field.onChange}
          errorMessage={msg(address.fieldState.error?.message) || undefined}
          isRequired
          showMap
        />
        <FormProvinceCityFields control={control} provinceName="province_id" cityName="city_id" />
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField
            label={t('business.telephone')}
            value={phone.field.value ?? ''}
            onChange={phone.field.onChange}
            onBlur={phone.field.onBlur}
            errorMessage={phone.fieldState.error?.message}
          />
          <FormEmailField control={control} name="business_email" label={t('business.email')} />
          <FormTextField
            control={control}
            name="business_website"
            label={t('business.website')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
          />
          <FormTextField control={control} name="contact_person" label={t('business.contact_person')} />
        </div>
      </UpdateSection>
      <UpdateSection title={t('update.business.hours')}>
        <HoursEditor idPrefix="business" value={hours.field.value} onChange={hours.field.onChange} />
        {hours.fieldState.error?.message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {msg(hours.fieldState.error.message)}
          </p>
        )}
        <BranchesEditor control={control} />
      </UpdateSection>
      <UpdateSection title={t('update.business.photos')}>
        <PhotoPicker
          label={t('business.photos')}
          max={BUSINESS_PHOTOS_MAX}
          value={newPhotos}
          onChange={setNewPhotos}
          existing={photos}
          onDeleteExisting={onDeletePhoto}
        />
      </UpdateSection>
      <UpdateActions kind="business" saving={saving} error={error} invalid={invalid} />
    </form>
  );
}
