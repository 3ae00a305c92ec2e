import { useTranslation } from 'react-i18next';
import { Alert, PageSpinner, PageTitle, RetryAlert } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { useSession } from '@/lib/session';
import { useCategories } from '../api/categories';
import { CategoryTiles } from '../components/category-tiles';
import { LocationGate } from '../components/location-gate';
import { PartnerBanner } from '../components/partner-banner';
import { SearchForm } from '../components/search-form';

/** /well-being: the partner banner (medavie flag), the search bar and the category tiles. */
export function Component() {
  const { t } = useTranslation('well-being');
  const { isFeatureEnabled } = useSession();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <LocationGate>
        {(location) => (
          <>
            {isFeatureEnabled('medavie') && <PartnerBanner stateCode={location.stateCode} />}
            <SearchForm />
            <Categories />
          </>
        )}
      </LocationGate>
    </div>
  );
}

function Categories() {
  const { t } = useTranslation('well-being');
  const tm = useMessage();
  const { data, isPending, isError, error, refetch, isRefetching } = useCategories();
  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <RetryAlert tone="error" title={t('categories.error')} onRetry={refetch} isRetrying={isRefetching}>
        <p>{tm(error.message)}</p>
      </RetryAlert>
    );
  }
  if (data.length === 0) return <Alert tone="info">{t('categories.empty')}</Alert>;
  return <CategoryTiles categories={data} />;
}
