import { useForm } from 'react-hook-form';
import type { OwnedEvent } from '@harbour/shared';
import type { EventFormOutput, EventFormValues } from '@/features/listings/event/lib/event-form';
import { eventEditResolver, eventValues } from '../lib/update-values';
import { EventFields } from '@/features/listings/event/components/event-fields';
import { UpdateFormShell, useUpdateSubmit, type UpdateFormProps } from './update-form-parts';

/** The event's fields as the wizard has them, its stored photos, saved with POST /api/editEventMeeting. */
export function UpdateEventForm(props: UpdateFormProps<OwnedEvent>) {
  const { listing } = props;
  const { control, handleSubmit } = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: eventEditResolver(listing.eventDate.slice(0, 10)),
    defaultValues: eventValues(listing),
    mode: 'onTouched',
  });
  const edit = useUpdateSubmit(handleSubmit, props, (v, files) => ({
    kind: 'event',
    data: { ...v, event_meeting_id: listing.event_meeting_id },
    files,
  }));

  return (
    <UpdateFormShell
      kind="event"
      onSubmit={edit.onSubmit}
      saving={props.saving}
      error={props.error}
      invalid={edit.invalid}
    >
      <EventFields control={control} {...edit.photoProps} />
    </UpdateFormShell>
  );
}
