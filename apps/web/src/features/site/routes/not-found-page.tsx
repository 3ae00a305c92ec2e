import { useTranslation } from 'react-i18next';
import { LinkButton, PageTitle } from '@/components/ui';

/** Any unknown path. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <p aria-hidden="true" className="text-7xl font-bold text-harbour-500">
        404
      </p>
      <PageTitle title={t('not_found.title')} subtitle={t('page_not_found')} className="mt-4" />
      <LinkButton to="/">{t('not_found.home')}</LinkButton>
    </div>
  );
}
