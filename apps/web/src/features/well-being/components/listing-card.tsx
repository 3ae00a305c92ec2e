import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WellBeingListItem } from '@harbour/shared';
import { listingImage } from '../lib/images';
import { CategoryChips } from '@/components/ui/category-chips';
import { PhoneLink } from './phone-link';

/** One listing of a results page; the name links to its detail. */
export function ListingCard({ listing }: { listing: WellBeingListItem }) {
  const { t } = useTranslation('well-being');
  return (
    <article className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <img
        src={listingImage(listing.image)}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        className="hidden h-18 w-24 shrink-0 rounded-lg bg-sea-50 object-cover sm:block"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 dir="auto" className="text-lg font-bold">
          <Link
            to={`/well-being-detail?id=${listing.id}`}
            className="text-harbour-700 underline-offset-2 hover:underline"
            aria-label={t('listings.view', { name: listing.name })}
          >
            {listing.name}
          </Link>
        </h3>
        <CategoryChips names={listing.cat_name} />
        {listing.well_being_description && (
          <p dir="auto" className="line-clamp-2 text-slate-700">
            {listing.well_being_description}
          </p>
        )}
        <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr]">
          {listing.address && (
            <>
              <dt className="font-semibold">{t('detail.address')}</dt>
              <dd dir="auto">{listing.address}</dd>
            </>
          )}
          {listing.phone_number && (
            <>
              <dt className="font-semibold">{t('detail.phone')}</dt>
              <dd>
                <PhoneLink phone={listing.phone_number} />
              </dd>
            </>
          )}
          {listing.working_hours && (
            <>
              <dt className="font-semibold">{t('detail.working_hours')}</dt>
              <dd dir="auto">{listing.working_hours}</dd>
            </>
          )}
        </dl>
      </div>
    </article>
  );
}
