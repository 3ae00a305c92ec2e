import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { registerBusiness } from '../api/business-register';
import { BusinessForm } from '../components/business-form';
import type { PaymentChoice } from '@/components/checkout/payment-step';
import type { NewPhoto } from '@/features/listings/shared/components/photo-picker';
import { PaidWizard, WizardPage } from '@/components/checkout/wizard-page';
import {
  emptyBusinessForm,
  toBusinessRegisterData,
  type BusinessFormInput,
  type BusinessFormOutput,
} from '../lib/business-form';

/** /vivalinks/business: the business form, plan and payment, confirmation (the listing screens and listing and payment rules). */
export function Component() {
  const { t } = useTranslation('vivalinks');
  return <WizardPage title={t('business.title')} subtitle={t('business.subtitle')} wizard={BusinessWizard} />;
}

function BusinessWizard() {
  const { t } = useTranslation('vivalinks');
  const session = useSession();
  // The form lives here (in memory) while the steps change (the listing and payment rules).
  const [raw, setRaw] = useState<BusinessFormInput>(() =>
    emptyBusinessForm(session.provinceId, session.cityId),
  );
  const [values, setValues] = useState<BusinessFormOutput | null>(null);
  const [photos, setPhotos] = useState<NewPhoto[]>([]);

  const register = (choice: PaymentChoice) => {
    if (!values) return Promise.reject(new Error('fill_required_fields'));
    return registerBusiness(
      toBusinessRegisterData(values, choice),
      photos.map((p) => p.file),
    );
  };

  return (
    <PaidWizard
      product="business"
      steps={[t('business.steps.form'), t('business.steps.payment'), t('business.steps.confirmation')]}
      onRegister={register}
      form={(next) => (
        <BusinessForm
          defaultValues={raw}
          photos={photos}
          onPhotosChange={setPhotos}
          onSubmit={(v, r) => {
            setValues(v);
            setRaw(r);
            next();
          }}
        />
      )}
    />
  );
}
