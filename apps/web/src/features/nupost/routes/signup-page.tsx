import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui';
import { SignupWizard } from '../components/signup-wizard';

/** /nupost/signup: an organisation subscribes to NuPOST (the listing screens). */
export function Component() {
  const { t } = useTranslation('nupost');
  return (
    <div className="flex flex-col gap-2">
      <PageTitle title={t('page.title')} subtitle={t('page.subtitle')} />
      <SignupWizard />
    </div>
  );
}
