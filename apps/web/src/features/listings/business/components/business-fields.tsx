import { useController, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_CATEGORIES_MAX,
  BUSINESS_DESCRIPTION_MAX,
  BUSINESS_KEYWORDS_MAX,
  BUSINESS_NAME_MAX,
  isValidEmail,
  type CategoryItem,
} from '@harbour/shared';
import { FormEmailField, FormTextField } from '@/components/form';
import { useMessage } from '@/lib/messages';
import type { BusinessFormInput, BusinessFormOutput } from '../lib/business-form';
import { AddressField } from '@/features/listings/shared/components/address-field';
import { BusinessCardPreview, BusinessDetailPreview, type BusinessPreviewData } from './business-preview';
import { ChoiceChips } from '@/features/listings/shared/components/event-choice-chips';
import { HoursEditor } from './hours-editor';
import { PhoneField } from '@/features/listings/shared/components/phone-field';
import type { NewPhoto } from '@/features/listings/shared/components/photo-picker';
import { WrittenLanguageField } from '@/features/listings/shared/components/written-language-field';

/**
 * The business form's fields that are not plain text, each subscribed to its own value so a
 * keystroke re-renders that field alone (the form has 14 time selects and a live preview).
 */
export type BusinessControl = Control<BusinessFormInput, unknown, BusinessFormOutput>;

/** Spec 3 §5: the inline hint shows once the e-mail is longer than 4 characters and not valid. */
const EMAIL_HINT_FROM = 5;

export function BusinessEmailField({ control }: { control: BusinessControl }) {
  const { t } = useTranslation('vivalinks');
  const email = useWatch({ control, name: 'business_email' }).trim();
  const error = useFormState({ control, name: 'business_email' }).errors.business_email;
  // once the field shows its error (after Next), the hint would say the same thing a second time
  const hint = !error && email.length >= EMAIL_HINT_FROM && !isValidEmail(email);
  return (
    <FormEmailField
      control={control}
      name="business_email"
      label={t('business.email')}
      description={hint ? t('business.email_format') : undefined}
    />
  );
}

export function BusinessPhoneField({ control }: { control: BusinessControl }) {
  const { t } = useTranslation('vivalinks');
  const { field, fieldState } = useController({ control, name: 'business_telephone' });
  return (
    <PhoneField
      label={t('business.telephone')}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
}

export function BusinessAddressField({ control }: { control: BusinessControl }) {
  const { t } = useTranslation('vivalinks');
  const { field, fieldState } = useController({ control, name: 'business_address' });
  const [provinceId, cityId] = useWatch({ control, name: ['province_id', 'city_id'] });
  return (
    <AddressField
      label={t('business.address')}
      value={field.value}
      onChange={field.onChange}
      errorMessage={fieldState.error?.message}
      isRequired
      place={{ provinceId, cityIds: cityId != null ? [cityId] : [] }}
    />
  );
}

export function BusinessCategoriesField({
  control,
  categories,
}: {
  control: BusinessControl;
  categories: { data?: CategoryItem[]; isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  const { field, fieldState } = useController({ control, name: 'business_category' });
  return (
    <ChoiceChips
      label={t('business.categories')}
      description={t('business.categories_help', { max: BUSINESS_CATEGORIES_MAX })}
      options={(categories.data ?? []).map((c) => ({ id: c.cat_id, label: c.cat_name }))}
      value={field.value}
      onChange={(ids) => field.onChange(ids.slice(0, BUSINESS_CATEGORIES_MAX))}
      error={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
      isRequired
      isLoading={categories.isPending}
      onRetry={categories.isError ? () => void categories.refetch() : undefined}
    />
  );
}

export function BusinessHoursField({ control }: { control: BusinessControl }) {
  const tm = useMessage();
  const { field, fieldState } = useController({ control, name: 'hours' });
  return (
    <HoursEditor
      idPrefix="business"
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
    />
  );
}

export function BusinessNameField({ control }: { control: BusinessControl }) {
  const { t } = useTranslation('vivalinks');
  return (
    <FormTextField
      control={control}
      name="business_name"
      label={t('business.name')}
      maxLength={BUSINESS_NAME_MAX}
      isRequired
    />
  );
}

export function BusinessWebsiteFields({ control }: { control: BusinessControl }) {
  const { t } = useTranslation('vivalinks');
  return (
    <>
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
    </>
  );
}

export function BusinessDescriptionFields({ control }: { control: BusinessControl }) {
  const { t } = useTranslation('vivalinks');
  return (
    <>
      <WrittenLanguageField control={control} name="original_lang" />
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
    </>
  );
}

/** The card and detail previews, following the form as it is filled in. */
export function LivePreview({
  control,
  photos,
  categories,
}: {
  control: BusinessControl;
  photos: NewPhoto[];
  categories: CategoryItem[];
}) {
  const v = useWatch({ control });
  const data: BusinessPreviewData = {
    name: v.business_name ?? '',
    description: v.business_description_en ?? '',
    address: v.business_address?.address
      ? {
          address: v.business_address.address,
          lat: v.business_address.lat ?? null,
          lon: v.business_address.lon ?? null,
        }
      : null,
    phone: v.business_telephone ?? '',
    website: v.business_website ?? '',
    email: (v.business_email ?? '').trim(),
    categories: categories.filter((c) => v.business_category?.includes(c.cat_id)).map((c) => c.cat_name),
    hours: { ...(v.hours as BusinessFormInput['hours']) },
    photoUrls: photos.map((p) => p.previewUrl),
  };
  return (
    <>
      <BusinessCardPreview data={data} />
      <BusinessDetailPreview data={data} />
    </>
  );
}
