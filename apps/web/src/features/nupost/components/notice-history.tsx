import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NupostNotice } from '@harbour/shared';
import { Button } from '@/components/ui';
import { formatDateTime, formatNumber } from '@/lib/format';

const FIGURES = [
  'recipients',
  'push_sent',
  'push_delivered',
  'push_failed',
  'emails_sent',
  'read_in_app',
  'unsubscribed_since',
] as const;

/** Recipients, pushes, e-mails, reads and unfollows of a notice that went out. */
export function NoticeFigures({ figures }: { figures: NupostNotice['figures'] }) {
  const { t } = useTranslation('nupost');
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      {FIGURES.map((key) => (
        <div key={key} className="flex flex-col">
          <dt className="text-slate-600">{t(`business.figures.${key}`)}</dt>
          <dd className="text-base font-bold text-harbour-900">{formatNumber(figures[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StatusBadge({ status }: { status: NupostNotice['status'] }) {
  const { t } = useTranslation('nupost');
  const tone =
    status === 'sent'
      ? 'bg-green-100 text-green-900'
      : status === 'scheduled' || status === 'sending'
        ? 'bg-harbour-100 text-harbour-900'
        : status === 'cancelled'
          ? 'bg-slate-200 text-slate-800'
          : 'bg-amber-100 text-amber-900';
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {t(`business.status.${status}`)}
    </span>
  );
}

function when(notice: NupostNotice, t: TFunction<'nupost'>): string {
  if (notice.sent_at) return t('business.history.sent_at', { time: formatDateTime(notice.sent_at) });
  if (notice.status === 'scheduled' && notice.scheduled_at)
    return t('business.history.scheduled_at', { time: formatDateTime(notice.scheduled_at) });
  return t('business.history.created_at', { time: formatDateTime(notice.created_at) });
}

/** The business's notices, newest first, with the figures of each. */
export function NoticeHistory({
  notices,
  onOpen,
}: {
  notices: NupostNotice[];
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('nupost');
  return (
    <ul className="flex flex-col gap-4">
      {notices.map((n) => (
        <li
          key={n.id}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StatusBadge status={n.status} />
            <span className="text-sm text-slate-600">{when(n, t)}</span>
          </div>
          <h3 dir="auto" className="text-lg font-bold break-words text-harbour-900">
            {n.title}
          </h3>
          {(n.status === 'sent' || n.status === 'sending') && <NoticeFigures figures={n.figures} />}
          <div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('business.history.open_title', { title: n.title })}
              onPress={() => onOpen(n.id)}
            >
              {t('business.history.open')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
