import { useTranslation } from 'react-i18next';
import { useController, useWatch } from 'react-hook-form';
import { EVENT_DETAILS_MAX, EVENT_PHOTOS_MAX, EVENT_TITLE_MAX } from '@harbour/shared';
import { FormTextField } from '@/components/form';
import { useAgeGroups, useEventCategories } from '../api/event-lookups';
import { useListingMessage } from '@/features/listings/shared/lib/listing-message';
import { ChoiceChips } from '@/features/listings/shared/components/event-choice-chips';
import { EventPlaceFields } from './event-place-fields';
import { EventScheduleFields, type EventFormControl } from './event-schedule-fields';
import {
  FormSection,
  pickerPhotoProps,
  type FieldsPhotoProps,
} from '@/features/listings/shared/components/form-section';
import { PhotoPicker } from '@/features/listings/shared/components/photo-picker';
import { SplitAddressField } from '@/features/listings/shared/components/split-address-field';
import { WrittenLanguageField } from '@/features/listings/shared/components/written-language-field';

function TypeAndAgeFields({ control }: { control: EventFormControl }) {
  const { t } = useTranslation('vivalinks');
  const msg = useListingMessage();
  const cityIds = useWatch({ control, name: 'city_id' });
  const types = useEventCategories(cityIds[0] ?? null);
  const ages = useAgeGroups();
  const category = useController({ control, name: 'category' });
  const ageGroup = useController({ control, name: 'age_group' });
  return (
    <>
      <ChoiceChips
        label={t('event.form.event_type')}
        options={(types.data ?? []).map((c) => ({ id: c.sub_category_id, label: c.name }))}
        value={category.field.value}
        onChange={category.field.onChange}
        isLoading={types.isPending}
        onRetry={types.isError ? () => void types.refetch() : undefined}
        error={msg(category.fieldState.error?.message)}
      />
      <ChoiceChips
        label={t('event.form.age_group')}
        options={(ages.data ?? []).map((a) => ({ id: a.id, label: a.name }))}
        value={ageGroup.field.value}
        onChange={ageGroup.field.onChange}
        isLoading={ages.isPending}
        onRetry={ages.isError ? () => void ages.refetch() : undefined}
        error={msg(ageGroup.fieldState.error?.message)}
      />
    </>
  );
}

function EventAddressField({ control }: { control: EventFormControl }) {
  const { t } = useTranslation('vivalinks');
  const address = useController({ control, name: 'address' });
  const lat = useController({ control, name: 'address_lat' });
  const lon = useController({ control, name: 'address_long' });
  const [provinceId, cityIds] = useWatch({ control, name: ['province', 'city_id'] });
  return (
    <SplitAddressField
      label={t('event.form.address')}
      address={address}
      lat={lat}
      lon={lon}
      isRequired
      showMap
      place={{ provinceId, cityIds }}
    />
  );
}

export interface EventFieldsProps extends FieldsPhotoProps {
  control: EventFormControl;
}

/** Every field of the event form (the listing fields and form rules of an event), in four sections. */
export function EventFields({ control, ...photoProps }: EventFieldsProps) {
  const { t } = useTranslation('vivalinks');
  return (
    <div className="flex flex-col gap-6">
      <FormSection title={t('event.form.about')}>
        <FormTextField
          control={control}
          name="title"
          label={t('event.form.title')}
          maxLength={EVENT_TITLE_MAX}
          isRequired
        />
        <TypeAndAgeFields control={control} />
        <WrittenLanguageField control={control} name="original_lang" />
        <FormTextField
          control={control}
          name="eventDetails"
          label={t('event.form.description')}
          multiline
          rows={6}
          maxLength={EVENT_DETAILS_MAX}
        />
      </FormSection>
      <FormSection title={t('event.form.where')}>
        <EventPlaceFields control={control} />
        <FormTextField control={control} name="venue" label={t('event.form.venue')} maxLength={200} />
        <EventAddressField control={control} />
      </FormSection>
      <FormSection title={t('event.form.when')}>
        <EventScheduleFields control={control} />
      </FormSection>
      <FormSection title={t('event.form.more')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="website"
            label={t('event.form.website')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
          />
          <FormTextField
            control={control}
            name="price"
            label={t('event.form.price')}
            description={t('event.form.price_help')}
            inputMode="decimal"
          />
        </div>
        <PhotoPicker
          label={t('event.form.photos')}
          description={t('event.form.photos_help', { extra: EVENT_PHOTOS_MAX - 1 })}
          max={EVENT_PHOTOS_MAX}
          {...pickerPhotoProps(photoProps)}
        />
      </FormSection>
    </div>
  );
}
