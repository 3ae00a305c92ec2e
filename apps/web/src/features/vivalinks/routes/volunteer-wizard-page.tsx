import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ListingCreatedData } from '@harbour/shared';
import { PageTitle } from '../../../components/ui';
import { ConfirmationStep } from '../components/confirmation-step';
import { VolunteerForm } from '../components/volunteer-form';
import { WizardGate } from '../components/wizard-gate';
import { WizardSteps } from '../components/wizard-steps';

/** /vivalinks/volunteer: the free volunteer organisation wizard, form then confirmation (spec 3 §2). */
export function Component() {
  const { t } = useTranslation('vivalinks');
  const location = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <PageTitle title={t('volunteer.title')} subtitle={t('volunteer.subtitle')} />
      <WizardGate>
        <VolunteerWizard key={location.key} />
      </WizardGate>
    </div>
  );
}

function VolunteerWizard() {
  const { t } = useTranslation('vivalinks');
  const [created, setCreated] = useState<ListingCreatedData | null>(null);
  const step = created ? 1 : 0;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

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
