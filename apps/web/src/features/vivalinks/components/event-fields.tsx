import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useWatch } from 'react-hook-form';
import { EVENT_DETAILS_MAX, EVENT_PHOTOS_MAX, EVENT_TITLE_MAX } from '@harbour/shared';
import { Card } from '../../../components/ui';
import { FormTextField } from '../../../components/form';
import { useAgeGroups, useEventCategories } from '../api/event-lookups';
import { useListingMessage } from '../lib/event-messages';
import { AddressField } from './address-field';
import { ChoiceChips } from './event-choice-chips';
import { EventPlaceFields } from './event-place-fields';
import { EventScheduleFields, type EventFormControl } from './event-schedule-fields';
import { PhotoPicker, type NewPhoto } from './photo-picker';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-harbour-900">{title}</h2>
      {children}
    </Card>
  );
}

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
  return (
    <AddressField
      label={t('event.form.address')}
      value={
        address.field.value
          ? { address: address.field.value, lat: lat.field.value, lon: lon.field.value }
          : null
      }
      onChange={(v) => {
        address.field.onChange(v?.address ?? '');
        lat.field.onChange(v?.lat ?? null);
        lon.field.onChange(v?.lon ?? null);
      }}
      errorMessage={address.fieldState.error?.message}
      isRequired
      showMap
    />
  );
}

export interface EventFieldsProps {
  control: EventFormControl;
  photos: NewPhoto[];
  onPhotosChange: (photos: NewPhoto[]) => void;
}

/** Every field of the event form (spec 3 §3 Event, §5 Event form), in four sections. */
export function EventFields({ control, photos, onPhotosChange }: EventFieldsProps) {
  const { t } = useTranslation('vivalinks');
  return (
    <div className="flex flex-col gap-6">
      <Section title={t('event.form.about')}>
        <FormTextField
          control={control}
          name="title"
          label={t('event.form.title')}
          maxLength={EVENT_TITLE_MAX}
          isRequired
        />
        <TypeAndAgeFields control={control} />
        <FormTextField
          control={control}
          name="eventDetails"
          label={t('event.form.description')}
          multiline
          rows={6}
          maxLength={EVENT_DETAILS_MAX}
        />
      </Section>
      <Section title={t('event.form.where')}>
        <EventPlaceFields control={control} />
        <FormTextField control={control} name="venue" label={t('event.form.venue')} maxLength={200} />
        <EventAddressField control={control} />
      </Section>
      <Section title={t('event.form.when')}>
        <EventScheduleFields control={control} />
      </Section>
      <Section title={t('event.form.more')}>
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
          value={photos}
          onChange={onPhotosChange}
        />
      </Section>
    </div>
  );
}
