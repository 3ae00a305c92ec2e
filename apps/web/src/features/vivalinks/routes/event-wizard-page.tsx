import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui';
import { ConfirmationStep } from '../components/confirmation-step';
import { EventForm, type EventDone } from '../components/event-form';
import { WizardGate } from '../components/wizard-gate';
import { WizardSteps } from '../components/wizard-steps';

/**
 * /events: the event creation wizard (spec 3 §2): two visible steps, the event form (its plan and
 * payment panel included) and the confirmation. `?transaction_id=` (the payment provider's return)
 * goes straight to the confirmation. /displayevents is the public calendar.
 */
export function Component() {
  const { t } = useTranslation('vivalinks');
  const location = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <PageTitle title={t('event.title')} subtitle={t('event.subtitle')} />
      <WizardGate>
        {/* A new visit of the address (Try again) starts a fresh wizard. */}
        <EventWizard key={location.key} />
      </WizardGate>
    </div>
  );
}

function EventWizard() {
  const { t } = useTranslation('vivalinks');
  const [params] = useSearchParams();
  const returned = params.get('transaction_id');
  const [done, setDone] = useState<EventDone | null>(null);
  const step = returned || done ? 1 : 0;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

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
