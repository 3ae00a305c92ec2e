import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventItem } from '@harbour/shared';
import { Modal, Spinner } from '@/components/ui';
import { TranslationNote } from '@/components/ui/translation-note';
import { useClientConfig } from '@/lib/client-config';
import { formatPrice } from '@/lib/format';
import { useEventFormat } from '../lib/use-event-format';

const ListingMap = lazy(() => import('@/components/map/listing-map'));

// The venue, closer than a listing's map; a red marker with a white ring.
const venueMarker = { color: '#ffffff', weight: 3, fillColor: '#b91c1c', fillOpacity: 1 };

const linkClass =
  'font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-600 rounded';

/** `dir="auto"` for a value from the database: it takes its own direction, the label keeps the page's. */
function Row({ label, children, dir }: { label: string; children: ReactNode; dir?: 'auto' }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd dir={dir} className="break-words">
        {children}
      </dd>
    </div>
  );
}

/** Venue, address and map, age groups, host, website, phone, picture and the .ics download of one event. */
export function EventDetailModal({ event: e, onClose }: { event: EventItem; onClose: () => void }) {
  const { t } = useTranslation('events');
  const f = useEventFormat();
  const config = useClientConfig();
  const ages = e.age_group
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const hasMap = e.address_lat !== null && e.address_long !== null;

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<span dir="auto">{e.title}</span>}
      size="lg"
    >
      <div className="flex flex-col gap-5">
        {e.image && (
          <img
            src={e.image}
            alt={t('detail.image_alt', { title: e.title })}
            className="max-h-64 w-full rounded-xl object-cover"
          />
        )}
        <TranslationNote translation={e.translation} originalLang={e.original_lang} />
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <Row label={t('detail.when')}>{f.when(e)}</Row>
          <Row label={t('detail.venue')} dir="auto">
            {e.venue}
          </Row>
          <Row label={t('detail.address')} dir="auto">
            {e.address}
          </Row>
          {ages.length > 0 && (
            <Row label={t('detail.ages')}>
              <ul className="flex flex-wrap gap-2">
                {ages.map((a) => (
                  <li
                    key={a}
                    dir="auto"
                    className="rounded-full bg-harbour-100 px-2.5 py-0.5 text-sm text-harbour-900"
                  >
                    {a}
                  </li>
                ))}
              </ul>
            </Row>
          )}
          {e.price !== null && (
            <Row label={t('detail.price')}>{e.price === 0 ? t('detail.free') : formatPrice(e.price)}</Row>
          )}
          {e.hostDetails && (
            <Row label={t('detail.host')} dir="auto">
              {e.hostDetails}
            </Row>
          )}
          {e.website && (
            <Row label={t('detail.website')}>
              <a href={e.website} target="_blank" rel="noopener noreferrer" className={linkClass} dir="ltr">
                {e.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </Row>
          )}
          {e.phone_number && (
            <Row label={t('detail.phone')}>
              <a href={`tel:${e.phone_number.replace(/[^\d+]/g, '')}`} className={linkClass} dir="ltr">
                {e.phone_number}
              </a>
            </Row>
          )}
        </dl>
        {hasMap && (
          <Suspense
            fallback={
              <div className="flex h-56 items-center justify-center rounded-xl bg-slate-100">
                <Spinner label={t('detail.map_loading')} />
              </div>
            }
          >
            <ListingMap
              lat={e.address_lat!}
              lon={e.address_long!}
              label={t('detail.map', { venue: e.venue })}
              tileUrl={config.data?.mapTileUrl ?? ''}
              zoom={15}
              className="h-56 w-full rounded-xl bg-slate-100"
              marker={venueMarker}
              role="figure"
            />
          </Suspense>
        )}
        <section>
          <h3 className="mb-1 font-semibold text-harbour-900">{t('detail.about')}</h3>
          <p dir="auto" className="leading-relaxed whitespace-pre-line">
            {e.eventDetails}
          </p>
        </section>
        <p>
          <a href={`/api/web/events/${e.id}.ics`} download className={linkClass}>
            {t('detail.download_ics')}
          </a>
        </p>
      </div>
    </Modal>
  );
}
