import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUSINESS_PHOTOS_MAX } from '@harbour/shared';
import { FormProvinceCityFields } from '@/components/form';
import { Button } from '@/components/ui';
import { useBusinessCategories } from '../api/business-categories';
import { businessFormResolver, type BusinessFormInput, type BusinessFormOutput } from '../lib/business-form';
import { BranchesEditor } from './branches-editor';
import {
  BusinessAddressField,
  BusinessCategoriesField,
  BusinessDescriptionFields,
  BusinessEmailField,
  BusinessHoursField,
  BusinessNameField,
  BusinessPhoneField,
  BusinessWebsiteFields,
  LivePreview,
} from './business-fields';
import { FormErrorSummary } from '@/features/listings/shared/components/form-section';
import { PhotoPicker, type NewPhoto } from '@/features/listings/shared/components/photo-picker';

export interface BusinessFormProps {
  defaultValues: BusinessFormInput;
  photos: NewPhoto[];
  onPhotosChange: (photos: NewPhoto[]) => void;
  /** Valid values (parsed by the schema) and the raw ones (to come back to the form). */
  onSubmit: (values: BusinessFormOutput, raw: BusinessFormInput) => void;
}

/** Step 1 of /vivalinks/business: the listing's fields beside a live card and detail preview. */
export function BusinessForm({ defaultValues, photos, onPhotosChange, onSubmit }: BusinessFormProps) {
  const { t } = useTranslation('vivalinks');
  const [showSummary, setShowSummary] = useState(false);
  const { control, handleSubmit, getValues } = useForm<BusinessFormInput, unknown, BusinessFormOutput>({
    resolver: businessFormResolver,
    defaultValues,
    mode: 'onTouched',
  });
  const categories = useBusinessCategories();

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        noValidate
        aria-labelledby="business-form-title"
        className="flex flex-col gap-6"
        onSubmit={(e) =>
          void handleSubmit(
            (v) => onSubmit(v, getValues()),
            () => setShowSummary(true),
          )(e)
        }
      >
        <h2 id="business-form-title" className="text-2xl font-bold text-harbour-900">
          {t('business.form_title')}
        </h2>
        <p className="text-sm text-slate-600">{t('business.required_note')}</p>
        <BusinessNameField control={control} />
        <BusinessCategoriesField control={control} categories={categories} />
        <BusinessAddressField control={control} />
        <FormProvinceCityFields control={control} provinceName="province_id" cityName="city_id" />
        <BusinessPhoneField control={control} />
        <BusinessEmailField control={control} />
        <BusinessWebsiteFields control={control} />
        <BusinessDescriptionFields control={control} />
        <BusinessHoursField control={control} />
        <BranchesEditor control={control} />
        <PhotoPicker
          label={t('business.photos')}
          max={BUSINESS_PHOTOS_MAX}
          value={photos}
          onChange={onPhotosChange}
        />
        {showSummary && <FormErrorSummary control={control} text={t('business.fix_errors')} />}
        <Button type="submit" className="self-start">
          {t('common.next', { ns: 'checkout' })}
        </Button>
      </form>
      <aside aria-label={t('preview.title')} className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
        <h2 className="text-xl font-bold text-harbour-900">{t('preview.title')}</h2>
        <LivePreview control={control} photos={photos} categories={categories.data ?? []} />
      </aside>
    </div>
  );
}
