import { useTranslation } from 'react-i18next';
import { WizardGate } from '@/components/checkout/wizard-gate';
import { PageTitle } from '@/components/ui';
import { CheckoutWizard } from '../components/checkout-wizard';

/** /nuchat/checkout: buy a NuChat plan (the listing screens and listing and payment rules). */
export function Component() {
  const { t } = useTranslation('nuchat');
  return (
    <div className="flex flex-col gap-2">
      <PageTitle title={t('checkout.title')} subtitle={t('checkout.subtitle')} />
      <WizardGate message={t('checkout.sign_in_text')} signInLabel={t('checkout.sign_in')}>
        <CheckoutWizard />
      </WizardGate>
    </div>
  );
}
