import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { WellBeingListing } from '@harbour/shared';
import { Alert, Card, PageSpinner, PageTitle } from '@/components/ui';
import { useClientConfig } from '@/lib/client-config';
import { useMessage } from '@/lib/messages';
import { useListing } from '../api/listing';
import { CategoryChips } from '@/components/ui/category-chips';
import { listingImage } from '../lib/images';
import { PageError } from '../components/page-error';
import { PhoneLink } from '../components/phone-link';

const ListingMap = lazy(() => import('@/components/map/listing-map'));

/** /well-being-detail?id=: every field of one listing and a map. */
export function Component() {
  const { t } = useTranslation('well-being');
  const tm = useMessage();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const { data, isPending, isError, error, refetch, isRefetching } = useListing(id);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <p>
        <Link to="/well-being" className="font-semibold text-harbour-700 underline">
          <span aria-hidden="true">‹</span> {t('detail.back')}
        </Link>
      </p>
      {id === null || (isError && error.message === 'not_found') ? (
        <>
          <PageTitle title={t('title')} />
          <Alert tone="info">{t('detail.not_found')}</Alert>
        </>
      ) : isPending ? (
        <PageSpinner />
      ) : isError ? (
        <PageError
          title={t('detail.error')}
          message={tm(error.message)}
          onRetry={refetch}
          isRetrying={isRefetching}
        />
      ) : (
        <ListingDetail listing={data} />
      )}
    </div>
  );
}

const TEXT_FIELDS = [
  'eligibility',
  'fees',
  'how_to_access',
  'documents_required',
  'disabilities_access',
  'language',
  'coverage_area',
] as const;

function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

function ListingDetail({ listing }: { listing: WellBeingListing }) {
  const { t } = useTranslation('well-being');
  const { data: config } = useClientConfig();
  const website = safeWebsite(listing.website);
  const hasMap = listing.address_lat != null && listing.address_long != null;

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <img
          src={listingImage(listing.image)}
          alt=""
          width={160}
          height={120}
          className="h-30 w-40 shrink-0 rounded-2xl bg-sea-50 object-cover"
        />
        <div className="flex flex-col gap-3">
          <PageTitle title={listing.name} className="mb-0" dir="auto" />
          <CategoryChips names={listing.cat_name} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card as="section" aria-labelledby="wb-about">
          <h2 id="wb-about" className="mb-3 text-xl font-bold text-harbour-900">
            {t('detail.about')}
          </h2>
          {listing.well_being_description && (
            <p dir="auto" className="mb-4 whitespace-pre-line text-slate-800">
              {listing.well_being_description}
            </p>
          )}
          <dl className="flex flex-col gap-3">
            {TEXT_FIELDS.map((field) =>
              listing[field] ? (
                <div key={field}>
                  <dt className="font-semibold text-harbour-900">{t(`detail.${field}`)}</dt>
                  <dd dir="auto" className="whitespace-pre-line text-slate-800">
                    {listing[field]}
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
        </Card>

        <Card as="section" aria-labelledby="wb-contact" className="h-fit">
          <h2 id="wb-contact" className="mb-3 text-xl font-bold text-harbour-900">
            {t('detail.contact')}
          </h2>
          <dl className="flex flex-col gap-3">
            {listing.phone_number && (
              <div>
                <dt className="font-semibold">{t('detail.phone')}</dt>
                <dd>
                  <PhoneLink phone={listing.phone_number} />
                </dd>
              </div>
            )}
            {website && (
              <div>
                <dt className="font-semibold">{t('detail.website')}</dt>
                <dd className="break-all">
                  <a
                    href={website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-harbour-700 underline"
                    dir="ltr"
                  >
                    {website.replace(/^https?:\/\//i, '')}
                    <span className="sr-only"> {t('detail.opens_new_tab')}</span>
                  </a>
                </dd>
              </div>
            )}
            {listing.address && (
              <div>
                <dt className="font-semibold">{t('detail.address')}</dt>
                <dd dir="auto">{listing.address}</dd>
              </div>
            )}
            {listing.working_hours && (
              <div>
                <dt className="font-semibold">{t('detail.working_hours')}</dt>
                <dd dir="auto" className="whitespace-pre-line">
                  {listing.working_hours}
                </dd>
              </div>
            )}
          </dl>
        </Card>
      </div>

      {hasMap && (
        <section aria-labelledby="wb-map" className="flex flex-col gap-2">
          <h2 id="wb-map" className="text-xl font-bold text-harbour-900">
            {t('detail.map')}
          </h2>
          <Suspense fallback={<p className="h-[300px] text-slate-700">{t('detail.map_loading')}</p>}>
            <ListingMap
              lat={listing.address_lat!}
              lon={listing.address_long!}
              label={t('detail.map_label', { name: listing.name })}
              tileUrl={config?.mapTileUrl ?? ''}
            />
          </Suspense>
          <a
            href={`https://www.openstreetmap.org/?mlat=${listing.address_lat}&mlon=${listing.address_long}#map=16/${listing.address_lat}/${listing.address_long}`}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-harbour-700 underline"
          >
            {t('detail.directions')}
            <span className="sr-only"> {t('detail.opens_new_tab')}</span>
          </a>
        </section>
      )}
    </>
  );
}
