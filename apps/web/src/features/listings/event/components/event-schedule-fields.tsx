import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useWatch, type Control } from 'react-hook-form';
import { Select } from '@/components/ui';
import { fieldErrorClass, fieldInputClass, fieldLabelClass } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { localToday, type EventFormOutput, type EventFormValues } from '../lib/event-form';
import { HALF_HOURS } from '@/features/listings/shared/lib/hours';
import { formatClock } from '@/features/listings/shared/lib/time-labels';
import { useListingMessage } from '@/features/listings/shared/lib/listing-message';

export type EventFormControl = Control<EventFormValues, unknown, EventFormOutput>;
type Ctl = EventFormControl;

function DateField({
  control,
  name,
  label,
  min,
}: {
  control: Ctl;
  name: 'eventDate' | 'eventEndDate';
  label: string;
  min: string;
}) {
  const id = useId();
  const msg = useListingMessage();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = msg(fieldState.error?.message);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </label>
      <input
        id={id}
        ref={ref}
        type="date"
        name={name}
        min={min}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(fieldInputClass, error && 'border-red-700')}
      />
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

function TimeField({
  control,
  name,
  label,
}: {
  control: Ctl;
  name: 'start_time' | 'end_time';
  label: string;
}) {
  const { t } = useTranslation('vivalinks');
  const msg = useListingMessage();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  return (
    <Select
      ref={ref}
      label={label}
      placeholder={t('event.form.choose_time')}
      options={HALF_HOURS.map((v) => ({ id: v, label: formatClock(v) }))}
      value={value || null}
      onChange={(v) => onChange(v == null ? '' : String(v))}
      onBlur={onBlur}
      errorKey={msg(fieldState.error?.message) || null}
      isRequired
    />
  );
}

/** Start date and time, end date and time (the listing form rules): 30-minute steps, dates from today on. */
export function EventScheduleFields({ control }: { control: Ctl }) {
  const { t } = useTranslation('vivalinks');
  const start = useWatch({ control, name: 'eventDate' });
  const today = localToday();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{t('event.form.when')}</legend>
      <DateField control={control} name="eventDate" label={t('event.form.start_date')} min={today} />
      <TimeField control={control} name="start_time" label={t('event.form.start_time')} />
      <DateField
        control={control}
        name="eventEndDate"
        label={t('event.form.end_date')}
        min={start && start > today ? start : today}
      />
      <TimeField control={control} name="end_time" label={t('event.form.end_time')} />
    </fieldset>
  );
}
