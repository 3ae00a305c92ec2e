import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingKind } from '@harbour/shared';
import { Alert, LinkButton, PageSpinner, RetryAlert } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { useOwnedListing } from '../api/find-owned-listing';
import { listingName, type OwnedListing } from '../lib/manager-kinds';
import { MANAGER_PATH } from '@/lib/checkout/listing-paths';

/** "This listing was not found." with the way back to the manager. */
export function ListingNotFound({ title }: { title?: string }) {
  const { t } = useTranslation('vivalinks');
  const tm = useMessage();
  return (
    <Alert tone="error" title={title ?? tm('listing.not_found')}>
      <LinkButton to={MANAGER_PATH} variant="secondary" size="sm" className="mt-3">
        {t('update.back')}
      </LinkButton>
    </Alert>
  );
}

/**
 * One of the user's listings (the router state's copy at once, else looked up in their own list),
 * its name above `children`; loading, failure with retry, and not-found states.
 */
export function OwnedListingLoader({
  userId,
  kind,
  id,
  passed = null,
  children,
}: {
  userId: number;
  kind: ListingKind;
  id: number;
  passed?: OwnedListing | null;
  children: (item: OwnedListing) => ReactNode;
}) {
  const { t } = useTranslation('vivalinks');
  const query = useOwnedListing(userId, kind, id, passed);
  if (query.isPending) return <PageSpinner label={t('update.loading')} />;
  if (query.isError && !query.data) {
    return (
      <RetryAlert tone="error" onRetry={() => query.refetch()} isRetrying={query.isRefetching}>
        {t('update.load_error')}
      </RetryAlert>
    );
  }
  if (!query.data) return <ListingNotFound />;
  return (
    <>
      {/* isolated, so a Latin name keeps its order but sits at the start of a right-to-left page */}
      <p className="text-lg font-semibold text-harbour-800">
        <bdi>{listingName(query.data)}</bdi>
      </p>
      {children(query.data)}
    </>
  );
}
