import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import type { ListingCreatedData } from '@harbour/shared';
import { Alert, Button } from '@/components/ui';
import { registerEvent } from '../api/event-register';
import { clearDraft, loadDraft, saveDraft } from '@/features/listings/shared/lib/draft';
import {
  draftToValues,
  EMPTY_EVENT,
  eventFormResolver,
  hasSchedule,
  type EventFormOutput,
  type EventFormValues,
} from '../lib/event-form';
import { EventFields } from './event-fields';
import { PaymentStep } from '@/components/checkout/payment-step';
import type { NewPhoto } from '@/features/listings/shared/components/photo-picker';

/** Session storage key of the event draft (the listing and payment rules). */
export const EVENT_DRAFT_KEY = 'vivalinks-event';

export interface EventDone {
  transactionId?: string;
  created?: ListingCreatedData;
}

/**
 * The event form, then (on the same visible step) its plan and payment panel. The form is saved as a
 * draft while it is filled in (photos are not: files cannot be kept in session storage) and the draft
 * is cleared once the event is registered.
 */
export function EventForm({ onDone }: { onDone: (done: EventDone) => void }) {
  const { t } = useTranslation('vivalinks');
  const [restored] = useState(() => draftToValues(loadDraft(EVENT_DRAFT_KEY)));
  // A draft emptied by hand is nothing to announce.
  const [showRestored, setShowRestored] = useState(
    restored !== null && JSON.stringify(restored) !== JSON.stringify(EMPTY_EVENT),
  );
  const [panel, setPanel] = useState<'form' | 'payment'>('form');
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [fields, setFields] = useState<EventFormOutput | null>(null);
  const [invalid, setInvalid] = useState(false);
  const paymentPanel = useRef<HTMLDivElement>(null);

  const { control, handleSubmit, reset, subscribe } = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: eventFormResolver,
    defaultValues: restored ?? EMPTY_EVENT,
    mode: 'onTouched',
  });
  const schedule = useWatch({ control, name: ['eventDate', 'start_time', 'eventEndDate', 'end_time'] });
  const ready = hasSchedule({
    eventDate: schedule[0],
    start_time: schedule[1],
    eventEndDate: schedule[2],
    end_time: schedule[3],
  });

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(EVENT_DRAFT_KEY, values),
      }),
    [subscribe],
  );

  useEffect(() => {
    if (panel === 'payment') paymentPanel.current?.focus();
    window.scrollTo({ top: 0 });
  }, [panel]);

  const next = handleSubmit(
    (values) => {
      setInvalid(false);
      setFields(values);
      setPanel('payment');
    },
    () => setInvalid(true),
  );

  const startOver = () => {
    reset(EMPTY_EVENT);
    // after the reset, whose new values are saved like any other change
    clearDraft(EVENT_DRAFT_KEY);
    setPhotos([]);
    setShowRestored(false);
  };

  if (panel === 'payment' && fields) {
    return (
      <div
        ref={paymentPanel}
        tabIndex={-1}
        role="region"
        aria-labelledby="payment-step-title"
        className="flex flex-col gap-4 outline-none"
      >
        <p className="text-slate-700">{t('event.payment.intro', { title: fields.title })}</p>
        <PaymentStep
          product="event"
          withQuantity
          onRegister={async (choice) => {
            const created = await registerEvent(
              { ...fields, ...choice },
              photos.map((p) => p.file),
            );
            clearDraft(EVENT_DRAFT_KEY);
            return created;
          }}
          onBack={() => setPanel('form')}
          onDone={onDone}
        />
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void next(e)} noValidate className="flex flex-col gap-6">
      {showRestored && (
        <Alert tone="info" title={t('event.draft.restored')}>
          <p>{t('event.draft.photos_not_kept')}</p>
          <Button variant="link" onPress={startOver} className="mt-1">
            {t('event.draft.start_over')}
          </Button>
        </Alert>
      )}
      <EventFields control={control} photos={photos} onPhotosChange={setPhotos} />
      {invalid && <Alert tone="error">{t('event.form.fix_errors')}</Alert>}
      <div className="flex flex-col items-end gap-2">
        <Button type="submit" isDisabled={!ready} aria-describedby={ready ? undefined : 'event-next-help'}>
          {t('event.form.next')}
        </Button>
        {!ready && (
          <p id="event-next-help" className="text-sm text-slate-600">
            {t('event.form.next_help')}
          </p>
        )}
      </div>
    </form>
  );
}
