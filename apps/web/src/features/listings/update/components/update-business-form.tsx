import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { BUSINESS_PHOTOS_MAX, type OwnedBusiness, type ProvinceItem } from '@harbour/shared';
import { FormEmailField, FormProvinceCityFields } from '@/components/form';
import { useBusinessCategories } from '@/features/listings/business/api/business-categories';
import {
  businessFormResolver,
  type BusinessFormInput,
  type BusinessFormOutput,
} from '@/features/listings/business/lib/business-form';
import { businessValues, toBusinessUpdateData } from '../lib/update-business';
import { BranchesEditor } from '@/features/listings/business/components/branches-editor';
import {
  BusinessAddressField,
  BusinessCategoriesField,
  BusinessDescriptionFields,
  BusinessHoursField,
  BusinessNameField,
  BusinessPhoneField,
  BusinessWebsiteFields,
} from '@/features/listings/business/components/business-fields';
import { FormSection, pickerPhotoProps } from '@/features/listings/shared/components/form-section';
import { PhotoPicker } from '@/features/listings/shared/components/photo-picker';
import { UpdateFormShell, useUpdateSubmit, type UpdateFormProps } from './update-form-parts';

/** The business listing's fields as the wizard has them, its photos, saved with /api/businessListingUpdate. */
export function UpdateBusinessForm(
  props: UpdateFormProps<OwnedBusiness> & { provinces: readonly ProvinceItem[] },
) {
  const { listing, provinces } = props;
  const { t } = useTranslation('vivalinks');
  const { control, handleSubmit } = useForm<BusinessFormInput, unknown, BusinessFormOutput>({
    resolver: businessFormResolver,
    defaultValues: businessValues(listing, provinces),
    mode: 'onTouched',
  });
  const categories = useBusinessCategories();

  const edit = useUpdateSubmit(handleSubmit, props, (v, files) => ({
    kind: 'business',
    data: toBusinessUpdateData(v, listing),
    files,
  }));

  return (
    <UpdateFormShell
      kind="business"
      onSubmit={edit.onSubmit}
      saving={props.saving}
      error={props.error}
      invalid={edit.invalid}
    >
      <FormSection title={t('update.business.about')}>
        <BusinessNameField control={control} />
        <BusinessCategoriesField control={control} categories={categories} />
        <BusinessDescriptionFields control={control} />
      </FormSection>
      <FormSection title={t('update.business.contact')}>
        <BusinessAddressField control={control} />
        <FormProvinceCityFields control={control} provinceName="province_id" cityName="city_id" />
        <div className="grid gap-4 sm:grid-cols-2">
          <BusinessPhoneField control={control} />
          <FormEmailField control={control} name="business_email" label={t('business.email')} />
          <BusinessWebsiteFields control={control} />
        </div>
      </FormSection>
      <FormSection title={t('update.business.hours')}>
        <BusinessHoursField control={control} />
        <BranchesEditor control={control} />
      </FormSection>
      <FormSection title={t('update.business.photos')}>
        <PhotoPicker
          label={t('business.photos')}
          max={BUSINESS_PHOTOS_MAX}
          {...pickerPhotoProps(edit.photoProps)}
        />
      </FormSection>
    </UpdateFormShell>
  );
}
