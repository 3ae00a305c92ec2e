import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { EVENT_DETAILS_MAX, EVENT_PHOTOS_MAX, EVENT_TITLE_MAX, type OwnedEvent } from '@harbour/shared';
import { FormTextField } from '../../../components/form';
import { useAgeGroups, useEventCategories } from '../api/event-lookups';
import type { EventFormOutput, EventFormValues } from '../lib/event-form';
import { eventEditResolver, eventValues } from '../lib/update-values';
import { AddressField } from './address-field';
import { ChoiceChips } from './event-choice-chips';
import { EventPlaceFields } from './event-place-fields';
import { EventScheduleFields } from './event-schedule-fields';
import { PhotoPicker, type NewPhoto } from './photo-picker';
import { UpdateActions, UpdateSection, useUpdateMessage, type UpdateFormProps } from './update-form-parts';

type Ctl = Control<EventFormValues, unknown, EventFormOutput>;

function TypeAndAge({ control }: { control: Ctl }) {
  const { t } = useTranslation('vivalinks');
  const msg = useUpdateMessage();
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

function Address({ control }: { control: Ctl }) {
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

/** The event's fields as the wizard has them, its stored photos, saved with POST /api/editEventMeeting. */
export function UpdateEventForm({
  listing,
  photos,
  onDeletePhoto,
  onSave,
  saving,
  error,
}: UpdateFormProps<OwnedEvent>) {
  const { t } = useTranslation('vivalinks');
  const [newPhotos, setNewPhotos] = useState<NewPhoto[]>([]);
  const [invalid, setInvalid] = useState(false);
  const { control, handleSubmit } = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: eventEditResolver(listing.eventDate.slice(0, 10)),
    defaultValues: eventValues(listing),
    mode: 'onTouched',
  });

  const submit = handleSubmit(
    async (v) => {
      setInvalid(false);
      await onSave({
        kind: 'event',
        data: { ...v, event_meeting_id: listing.event_meeting_id },
        files: newPhotos.map((p) => p.file),
      });
    },
    () => setInvalid(true),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6">
      <UpdateSection title={t('event.form.about')}>
        <FormTextField
          control={control}
          name="title"
          label={t('event.form.title')}
          maxLength={EVENT_TITLE_MAX}
          isRequired
        />
        <TypeAndAge control={control} />
        <FormTextField
          control={control}
          name="eventDetails"
          label={t('event.form.description')}
          multiline
          rows={6}
          maxLength={EVENT_DETAILS_MAX}
        />
      </UpdateSection>
      <UpdateSection title={t('event.form.where')}>
        <EventPlaceFields control={control} />
        <FormTextField control={control} name="venue" label={t('event.form.venue')} maxLength={200} />
        <Address control={control} />
      </UpdateSection>
      <UpdateSection title={t('event.form.when')}>
        <EventScheduleFields control={control} />
      </UpdateSection>
      <UpdateSection title={t('event.form.more')}>
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
          value={newPhotos}
          onChange={setNewPhotos}
          existing={photos}
          onDeleteExisting={onDeletePhoto}
        />
      </UpdateSection>
      <UpdateActions kind="event" saving={saving} error={error} invalid={invalid} />
    </form>
  );
}
