import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui';
import { CheckoutWizard } from '../components/checkout-wizard';
import { SignInGate } from '../components/sign-in-gate';

/** /nuchat/checkout: buy a NuChat plan (spec 3 §2, §4). */
export function Component() {
  const { t } = useTranslation('nuchat');
  return (
    <div className="flex flex-col gap-2">
      <PageTitle title={t('checkout.title')} subtitle={t('checkout.subtitle')} />
      <SignInGate>
        <CheckoutWizard />
      </SignInGate>
    </div>
  );
}
