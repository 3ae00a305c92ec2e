import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmationStep } from '@/components/checkout/confirmation-step';
import { EventForm, type EventDone } from '../components/event-form';
import { useReturnedTransaction, useScrollToTopOn, WizardPage } from '@/components/checkout/wizard-page';
import { WizardSteps } from '@/components/checkout/wizard-steps';

/**
 * /events: the event creation wizard (the listing screens): two visible steps, the event form (its plan and
 * payment panel included) and the confirmation. `?transaction_id=` (the payment provider's return)
 * goes straight to the confirmation. /displayevents is the public calendar.
 */
export function Component() {
  const { t } = useTranslation('vivalinks');
  return (
    <WizardPage
      title={t('event.title')}
      subtitle={t('event.subtitle')}
      wizard={EventWizard}
      className="mx-auto flex w-full max-w-3xl flex-col"
    />
  );
}

function EventWizard() {
  const { t } = useTranslation('vivalinks');
  const returned = useReturnedTransaction();
  const [done, setDone] = useState<EventDone | null>(null);
  const step = returned || done ? 1 : 0;
  useScrollToTopOn(step);

  return (
    <>
      <WizardSteps steps={[t('event.steps.form'), t('event.steps.confirmation')]} current={step} />
      {step === 0 ? (
        <EventForm onDone={setDone} />
      ) : (
        <ConfirmationStep
          product="event"
          transactionId={returned ?? done?.transactionId}
          created={done?.created}
        />
      )}
    </>
  );
}
