import { useTranslation } from 'react-i18next';
import type { Notification } from '@harbour/shared';
import { cx } from '@/lib/cx';
import { truncateWords } from '../lib/truncate-words';
import { NotificationMeta } from './notification-meta';

export interface NotificationCardProps {
  notification: Notification;
  featured?: boolean;
  onOpen: (notification: Notification) => void;
}

/** A notice in the list: text cut at 40 words, "read more" opens it (modal on desktop, page on mobile). */
export function NotificationCard({ notification: n, featured, onOpen }: NotificationCardProps) {
  const { t } = useTranslation('notifications');
  const { text } = truncateWords(n.message);
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article
      className={cx(
        'flex flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm',
        n.gov_alert ? 'border-red-300 border-s-8 border-s-red-700 bg-red-50' : 'border-slate-200',
        featured && 'sm:p-7',
      )}
    >
      {featured && (
        <p className="text-sm font-semibold tracking-wide text-harbour-700 uppercase">{t('featured')}</p>
      )}
      <NotificationMeta notification={n} />
      <Heading dir="auto" className={cx('font-bold text-harbour-900', featured ? 'text-2xl' : 'text-lg')}>
        {n.title}
      </Heading>
      {featured && n.image && (
        <img src={n.image} alt="" className="max-h-64 w-full rounded-xl object-cover" />
      )}
      <p dir="auto" className={cx('leading-relaxed', featured && 'text-lg')}>
        {text}
      </p>
      <div>
        <button
          type="button"
          onClick={() => onOpen(n)}
          aria-label={t('read_more_about', { title: n.title })}
          className="rounded font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-600"
        >
          {t('read_more')}
        </button>
      </div>
    </article>
  );
}
