import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui';
import { PricingHub } from '../components/pricing-hub';

/** /pricing: every product's prices, one tab each, chosen by the URL hash. */
export function Component() {
  const { t } = useTranslation('pricing');
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('title')} subtitle={t('subtitle')} className="mb-0" />
      <PricingHub />
    </div>
  );
}
