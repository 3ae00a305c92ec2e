import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui';
import { useClientConfig } from '@/lib/client-config';
import { isClosed, WEEKDAYS, type HoursValue } from '@/features/listings/shared/lib/hours';
import { formatClock, weekdayName } from '@/features/listings/shared/lib/time-labels';
import type { AddressValue } from '@/features/listings/shared/components/address-field';
import { PhotoCarousel } from './photo-carousel';

const ListingMap = lazy(() => import('@/components/map/listing-map'));

/** Spec 3 §2: the preview map's centre without an address, and its zoom. */
export const PREVIEW_MAP_CENTRE = { lat: 46.245, lon: -63.125 } as const;
export const PREVIEW_MAP_ZOOM = 14;

export interface BusinessPreviewData {
  name: string;
  description: string;
  address: AddressValue | null;
  phone: string;
  website: string;
  email: string;
  categories: string[];
  hours: HoursValue;
  photoUrls: string[];
}

/** The listing card as the directory shows it: 350px wide, a 197px cover. */
export function BusinessCardPreview({ data }: { data: BusinessPreviewData }) {
  const { t } = useTranslation('vivalinks');
  const cover = data.photoUrls[0];
  return (
    <article
      aria-label={t('preview.card')}
      className="w-full max-w-[350px] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {cover ? (
        <img src={cover} alt="" className="h-[197px] w-full object-cover" />
      ) : (
        <div className="flex h-[197px] w-full items-center justify-center bg-slate-100 text-slate-600">
          {t('preview.no_photo')}
        </div>
      )}
      <div className="flex flex-col gap-1 p-4">
        <h3 className="text-lg font-bold text-harbour-900" dir="auto">
          {data.name || t('preview.name_placeholder')}
        </h3>
        {data.categories.length > 0 && (
          <p className="text-sm font-semibold text-sea-700" dir="auto">
            {data.categories.join(', ')}
          </p>
        )}
        {data.address && (
          <p className="text-sm text-slate-700" dir="auto">
            {data.address.address}
          </p>
        )}
        {data.phone && (
          <p className="text-sm text-slate-700" dir="ltr">
            {data.phone}
          </p>
        )}
      </div>
    </article>
  );
}

/** The listing's detail view: photos, name, description, address, weekly hours, contact and a map. */
export function BusinessDetailPreview({ data }: { data: BusinessPreviewData }) {
  const { t } = useTranslation('vivalinks');
  const { data: config } = useClientConfig();
  const a = data.address;
  const centre = a && a.lat != null && a.lon != null ? { lat: a.lat, lon: a.lon } : PREVIEW_MAP_CENTRE;
  const name = data.name || t('preview.name_placeholder');
  return (
    <Card as="article" className="flex flex-col gap-4">
      <PhotoCarousel urls={data.photoUrls} name={name} />
      <h3 className="text-2xl font-bold text-harbour-900" dir="auto">
        {name}
      </h3>
      {data.description && (
        <p className="whitespace-pre-line" dir="auto">
          {data.description}
        </p>
      )}
      <dl className="flex flex-col gap-3">
        {data.address && (
          <div>
            <dt className="font-semibold">{t('business.address')}</dt>
            <dd dir="auto">{data.address.address}</dd>
          </div>
        )}
        <div>
          <dt className="font-semibold">{t('hours.title')}</dt>
          <dd>
            <ul className="text-sm">
              {WEEKDAYS.map((day) => (
                <li key={day} className="flex justify-between gap-4 sm:max-w-xs">
                  <span>{weekdayName(day)}</span>
                  <span>
                    {isClosed(data.hours, day)
                      ? t('hours.closed')
                      : `${formatClock(data.hours[`${day}_start`])} – ${formatClock(data.hours[`${day}_end`])}`}
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {data.phone && (
          <div>
            <dt className="font-semibold">{t('business.telephone')}</dt>
            <dd dir="ltr" className="text-start">
              {data.phone}
            </dd>
          </div>
        )}
        {data.website && (
          <div>
            <dt className="font-semibold">{t('business.website')}</dt>
            <dd dir="ltr" className="text-start break-all">
              {data.website}
            </dd>
          </div>
        )}
        {data.email && (
          <div>
            <dt className="font-semibold">{t('business.email')}</dt>
            <dd dir="ltr" className="text-start break-all">
              {data.email}
            </dd>
          </div>
        )}
      </dl>
      <Suspense fallback={<p className="h-[240px] text-slate-700">{t('preview.map_loading')}</p>}>
        <ListingMap
          key={`${centre.lat},${centre.lon}`}
          lat={centre.lat}
          lon={centre.lon}
          zoom={PREVIEW_MAP_ZOOM}
          label={t('preview.map_label', { name })}
          tileUrl={config?.mapTileUrl ?? ''}
          className="h-[240px] rounded-2xl"
          role="figure"
        />
      </Suspense>
    </Card>
  );
}
