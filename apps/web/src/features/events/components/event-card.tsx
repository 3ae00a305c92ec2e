import { useTranslation } from 'react-i18next';
import type { EventItem } from '@harbour/shared';
import { TranslationNote } from '@/components/ui/translation-note';
import { cx } from '@/lib/cx';
import { formatPrice } from '@/lib/format';
import { useEventFormat } from '../lib/use-event-format';

export interface EventCardProps {
  event: EventItem;
  featured?: boolean;
  onOpen: (event: EventItem) => void;
}

/** An event in the featured row or the month list; its button opens the detail modal. */
export function EventCard({ event: e, featured, onOpen }: EventCardProps) {
  const { t } = useTranslation('events');
  const f = useEventFormat();
  return (
    <article
      className={cx(
        'flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm',
        featured && 'border-harbour-200 bg-harbour-50',
      )}
    >
      {featured && e.image && (
        <img src={e.image} alt="" className="mb-2 h-40 w-full rounded-xl object-cover" />
      )}
      <p className="text-sm font-semibold text-harbour-700">
        <time dateTime={`${e.eventDate}T${e.eventStartTime}`}>{f.shortWhen(e)}</time>
      </p>
      <h3 dir="auto" className={cx('font-bold text-harbour-900', featured ? 'text-xl' : 'text-lg')}>
        {e.title}
      </h3>
      <p dir="auto" className="text-slate-700">
        {e.venue}
      </p>
      {e.price !== null && (
        <p className="text-sm font-semibold text-slate-800">
          {t('card_admission', { price: e.price === 0 ? t('detail.free') : formatPrice(e.price) })}
        </p>
      )}
      {featured && (
        <p dir="auto" className="line-clamp-3">
          {e.eventDetails}
        </p>
      )}
      <TranslationNote translation={e.translation} originalLang={e.original_lang} />
      <div className="mt-auto pt-2">
        <button
          type="button"
          onClick={() => onOpen(e)}
          aria-label={t('view_details_of', { title: e.title })}
          className="rounded font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-600"
        >
          {t('view_details')}
        </button>
      </div>
    </article>
  );
}
