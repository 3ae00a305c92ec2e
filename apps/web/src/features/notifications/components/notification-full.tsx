import { useTranslation } from 'react-i18next';
import type { Notification } from '@harbour/shared';
import { NotificationMeta } from './notification-meta';

/** The whole notice: meta line, picture, full text and its link (modal and detail page). */
export function NotificationFull({ notification: n }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  return (
    <div className="flex flex-col gap-4">
      <NotificationMeta notification={n} />
      {n.image && <img src={n.image} alt="" className="max-h-72 w-full rounded-xl object-cover" />}
      <p dir="auto" className="text-lg leading-relaxed whitespace-pre-line">
        {n.message}
      </p>
      {n.link && (
        <p>
          <a
            href={n.link}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-harbour-700 underline underline-offset-4 hover:text-harbour-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-600"
          >
            {t('open_link')}
          </a>
        </p>
      )}
    </div>
  );
}
