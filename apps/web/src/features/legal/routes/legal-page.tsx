import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert, Button, PageSpinner, PageTitle } from '@/components/ui';
import { useLegalPage } from '../api/legal-page';
import { LegalDocument } from '../components/legal-document';
import { isLegalSlug, LEGAL_PAGES, type LegalSlug } from '../legal-pages';

/** /terms-and-conditions, /privacy-policy, /terms-of-service-nupost and /privacy-terms. */
export function Component() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return isLegalSlug(slug) ? <LegalPage slug={slug} /> : null;
}

function LegalPage({ slug }: { slug: LegalSlug }) {
  const { t } = useTranslation('legal');
  const query = useLegalPage(slug);
  return (
    <div>
      <PageTitle title={query.data?.title ?? t(`titles.${slug}`)} dir={query.data ? 'auto' : undefined} />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{t('load_error')}</Alert>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <LegalDocument page={query.data} updated={LEGAL_PAGES[slug].updated} />
      )}
    </div>
  );
}
