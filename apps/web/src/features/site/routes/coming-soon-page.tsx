import { useTranslation } from 'react-i18next';
import { LinkButton, PageTitle } from '@/components/ui';

/** /coming-soon: where not-yet-built parts lead. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <PageTitle title={t('coming_soon.title')} subtitle={t('coming_soon.text')} />
      <LinkButton to="/" variant="secondary">
        {t('coming_soon.home')}
      </LinkButton>
    </div>
  );
}
