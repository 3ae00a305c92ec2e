import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DirectoryType, JobDetail, ServiceDetail, VolunteerDetail } from '@harbour/shared';
import { Alert, Button, LinkButton, PageSpinner, PageTitle } from '@/components/ui';
import { FollowButton } from '@/components/nupost/follow-button';
import { useClientConfig } from '@/lib/client-config';
import { useMessage } from '@/lib/messages';
import { useDirectoryDetail, type DetailOf } from '../api/detail';
import { jobJsonLd, serviceJsonLd, volunteerJsonLd } from '../lib/json-ld';
import { KINDS, positiveInt } from '../lib/types';
import { ListingBody, listingName } from './listing-body';

const ListingMap = lazy(() => import('@/components/map/listing-map'));

/** The same not-found screen as unknown paths. */
function NotFound() {
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

/** Spec 2 §2 listing detail page: /services/{id}, /findajob/{id}, /volunteer-hub/{id}. */
export function DetailPage({ type }: { type: DirectoryType }) {
  const { t } = useTranslation('directory');
  const tm = useMessage();
  const id = positiveInt(useParams().id);
  const query = useDirectoryDetail(type, id);
  const kind = KINDS[type];

  if (id === null || (query.isError && query.error.message === 'not_found')) return <NotFound />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <p>
        <Link to={kind.path} className="font-semibold text-harbour-700 underline">
          <span aria-hidden="true">‹</span> {t('detail.back', { title: t(kind.titleKey) })}
        </Link>
      </p>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Alert tone="error">
          <p>{tm(query.error.message)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onPress={() => void query.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert>
      ) : (
        <Listing type={type} data={query.data} />
      )}
    </div>
  );
}

function jsonLd(type: DirectoryType, data: DetailOf[DirectoryType], url: string): string {
  if (type === 'service') return serviceJsonLd(data as ServiceDetail, url);
  if (type === 'job') return jobJsonLd(data as JobDetail, url);
  return volunteerJsonLd(data as VolunteerDetail, url);
}

function Listing<T extends DirectoryType>({ type, data }: { type: T; data: DetailOf[T] }) {
  const { t } = useTranslation('directory');
  const { data: config } = useClientConfig();
  const name = listingName(type, data);
  const hasMap = data.address_lat != null && data.address_long != null;
  return (
    <>
      <script
        type="application/ld+json"
        // JSON-LD is a data block, never executed; the serializer escapes "<".
        dangerouslySetInnerHTML={{ __html: jsonLd(type, data, window.location.href) }}
      />
      <PageTitle title={name} className="mb-0" dir="auto" />
      {type === 'service' && <FollowButton businessId={(data as ServiceDetail).id} />}
      <section aria-label={name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ListingBody type={type} data={data} />
      </section>
      {hasMap && (
        <section aria-labelledby="directory-map" className="flex flex-col gap-2">
          <h2 id="directory-map" className="text-xl font-bold text-harbour-900">
            {t('detail.map')}
          </h2>
          <Suspense fallback={<p className="h-[300px] text-slate-700">{t('detail.map_loading')}</p>}>
            <ListingMap
              lat={data.address_lat!}
              lon={data.address_long!}
              label={t('detail.map_label', { name })}
              tileUrl={config?.mapTileUrl ?? ''}
            />
          </Suspense>
        </section>
      )}
    </>
  );
}
