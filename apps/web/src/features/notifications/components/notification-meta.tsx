import { useTranslation } from 'react-i18next';
import type { Notification } from '@harbour/shared';
import { formatDateTime } from '@/lib/format';
import { useRelativeTime } from '../lib/use-relative-time';
import { TypeIcon } from './type-icon';

/** Kind, the business that sent it, "Government alert" / "For you" badges and the relative update time of a notice. */
export function NotificationMeta({ notification: n }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const relative = useRelativeTime();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span className="inline-flex items-center gap-1.5 font-medium">
        <TypeIcon type={n.type} />
        {t(`types.${n.type}`, { defaultValue: t('types.general') })}
      </span>
      {n.business_name && (
        <span className="font-semibold text-slate-900">{t('from_business', { name: n.business_name })}</span>
      )}
      {n.gov_alert && (
        <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
          {t('gov_alert')}
        </span>
      )}
      {n.user_id !== null && (
        <span className="rounded-full bg-harbour-100 px-2.5 py-0.5 text-xs font-semibold text-harbour-900">
          {t('for_you')}
        </span>
      )}
      <time dateTime={n.updated_at} title={formatDateTime(n.updated_at)}>
        {t('updated', { time: relative(n.updated_at) })}
      </time>
    </div>
  );
}
