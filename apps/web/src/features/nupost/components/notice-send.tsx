import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NupostNoticeDetail } from '@harbour/shared';
import { Alert, Button } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { useMessage } from '@/lib/messages';
import { cancelNotice, noticesKey, sendNotice } from '../api/notices';

/** `YYYY-MM-DDTHH:mm` in local time, as <input type="datetime-local"> reads and writes it. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Send now, at a chosen time, or cancel a scheduled one. */
export function NoticeSend({ notice }: { notice: NupostNoticeDetail }) {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const queryClient = useQueryClient();
  // the moment the panel opened: the server checks the time again when it is sent
  const [openedAt] = useState(() => Date.now());
  const [at, setAt] = useState(() => localInputValue(new Date(openedAt + 3600_000)));
  const done = () => queryClient.invalidateQueries({ queryKey: noticesKey });
  const send = useMutation({
    mutationFn: (sendAt: string | null) => sendNotice(notice.id, sendAt),
    onSuccess: done,
  });
  const cancel = useMutation({ mutationFn: () => cancelNotice(notice.id), onSuccess: done });
  const error = send.error ?? cancel.error;
  const atDate = at ? new Date(at) : null;
  const atValid = atDate !== null && !Number.isNaN(atDate.getTime()) && atDate.getTime() > openedAt;

  if (notice.status === 'sending' || notice.status === 'sent') return null;
  return (
    <section aria-labelledby="send-heading" className="flex flex-col gap-3">
      <h3 id="send-heading" className="text-lg font-bold text-harbour-900">
        {t('business.send.title')}
      </h3>
      {notice.status === 'scheduled' && notice.scheduled_at && (
        <Alert>{t('business.send.scheduled_for', { time: formatDateTime(notice.scheduled_at) })}</Alert>
      )}
      <div>
        <Button onPress={() => send.mutate(null)} isPending={send.isPending && send.variables === null}>
          {t('business.send.now')}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold text-slate-800">{t('business.send.at_label')}</span>
          <input
            type="datetime-local"
            value={at}
            min={localInputValue(new Date(openedAt))}
            onChange={(e) => setAt(e.target.value)}
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2"
          />
        </label>
        <Button
          variant="secondary"
          isDisabled={!atValid}
          isPending={send.isPending && send.variables !== null}
          onPress={() => atDate && send.mutate(atDate.toISOString())}
        >
          {notice.status === 'scheduled' ? t('business.send.reschedule') : t('business.send.schedule')}
        </Button>
      </div>
      {notice.status === 'scheduled' && (
        <div>
          <Button variant="danger" onPress={() => cancel.mutate()} isPending={cancel.isPending}>
            {t('business.send.cancel')}
          </Button>
        </div>
      )}
      {error && <Alert tone="error">{tm(error.message)}</Alert>}
    </section>
  );
}
