import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingCreatedData } from '@harbour/shared';
import { ConfirmationStep } from '@/components/checkout/confirmation-step';
import { VolunteerForm } from '../components/volunteer-form';
import { useScrollToTopOn, WizardPage } from '@/components/checkout/wizard-page';
import { WizardSteps } from '@/components/checkout/wizard-steps';

/** /vivalinks/volunteer: the free volunteer organisation wizard, form then confirmation (the listing screens). */
export function Component() {
  const { t } = useTranslation('vivalinks');
  return (
    <WizardPage
      title={t('volunteer.title')}
      subtitle={t('volunteer.subtitle')}
      wizard={VolunteerWizard}
      className="mx-auto flex w-full max-w-3xl flex-col"
    />
  );
}

function VolunteerWizard() {
  const { t } = useTranslation('vivalinks');
  const [created, setCreated] = useState<ListingCreatedData | null>(null);
  const step = created ? 1 : 0;
  useScrollToTopOn(step);

  return (
    <>
      <WizardSteps steps={[t('volunteer.steps.form'), t('volunteer.steps.confirmation')]} current={step} />
      {created ? (
        <ConfirmationStep product="volunteer" created={created} />
      ) : (
        <VolunteerForm onCreated={setCreated} />
      )}
    </>
  );
}
