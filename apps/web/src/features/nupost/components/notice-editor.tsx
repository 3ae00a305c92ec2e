import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, PageSpinner } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { noticeQuery } from '../api/notices';
import { NoticeFigures, StatusBadge } from './notice-history';
import { NoticeForm } from './notice-form';
import { NoticePreview } from './notice-preview';
import { NoticeSend } from './notice-send';
import { NoticeTexts } from './notice-texts';

/** One notice: edit it while not sent, preview it in any language, its texts, send or schedule it. */
export function NoticeEditor({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const query = useQuery(noticeQuery(id));
  const [editing, setEditing] = useState(false);
  const back = (
    <div>
      <Button variant="link" onPress={onBack}>
        <span aria-hidden="true">‹</span>
        {t('business.back')}
      </Button>
    </div>
  );
  if (query.isPending) return <PageSpinner />;
  if (!query.data) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Alert tone="error">{tm(query.error?.message)}</Alert>
      </div>
    );
  }
  const notice = query.data;
  const editable =
    notice.status === 'draft' || notice.status === 'scheduled' || notice.status === 'cancelled';
  return (
    <div className="flex flex-col gap-6">
      {back}
      <Card className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 dir="auto" className="text-xl font-bold break-words text-harbour-900">
            {notice.title}
          </h2>
          <StatusBadge status={notice.status} />
        </div>
        {(notice.status === 'sent' || notice.status === 'sending') && (
          <NoticeFigures figures={notice.figures} />
        )}
        {editing ? (
          <NoticeForm
            notice={notice}
            machineTranslation={notice.translation_state !== 'unavailable'}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          editable && (
            <div>
              <Button variant="secondary" size="sm" onPress={() => setEditing(true)}>
                {t('business.edit')}
              </Button>
            </div>
          )
        )}
      </Card>
      {!editing && (
        <>
          <Card>
            <NoticeSend notice={notice} />
            {!editable && (
              <p>{t('business.send.already', { status: t(`business.status.${notice.status}`) })}</p>
            )}
          </Card>
          <Card>
            <NoticePreview notice={notice} />
          </Card>
          <Card>
            <NoticeTexts notice={notice} editable={editable} />
          </Card>
        </>
      )}
    </div>
  );
}
