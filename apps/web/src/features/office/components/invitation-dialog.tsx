import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOMETHING_WENT_WRONG } from '@harbour/shared';
import { Alert, Button, Modal } from '@/components/ui';
import { fieldInputClass, fieldLabelClass } from '@/components/ui/text-field';
import { useSendOfficeInvitation } from '../api/send-invitation';

/** Today's date (YYYY-MM-DD) on this device, the earliest the picker offers. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The popup's form; mounted on every opening, so its fields and message start empty each time. */
function InvitationForm() {
  const { t } = useTranslation('office');
  const send = useSendOfficeInvitation();
  const [email, setEmail] = useState('');
  const [date, setDate] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const ids = { email: useId(), date: useId() };
  // Server message keys live in this catalogue (office.*) or in common (email_not_valid…).
  const show = (message: string) =>
    t(message === SOMETHING_WENT_WRONG ? 'something_went_wrong' : message, {
      ns: ['office', 'common'],
      defaultValue: message,
    });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    setResult(null);
    // The spec's form sends whatever is typed; the server says what is wrong.
    const res = await send.mutateAsync({ email, preferred_date: date });
    if (res.meta.success) {
      setEmail('');
      setDate('');
    }
    setResult({ ok: res.meta.success, message: (res.meta.success && res.data) || res.meta.message });
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <p className="text-slate-700">{t('invitation.intro')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.date} className={fieldLabelClass}>
          {t('invitation.date')}
        </label>
        <input
          id={ids.date}
          type="date"
          name="preferred_date"
          min={localToday()}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className={fieldInputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.email} className={fieldLabelClass}>
          {t('invitation.email')}
        </label>
        <input
          id={ids.email}
          type="email"
          name="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={`${fieldInputClass} text-start`}
        />
      </div>
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{show(result.message)}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" isPending={send.isPending}>
          {t('invitation.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The 'get an invitation' button and its popup (date and e-mail). */
export function InvitationButton() {
  const { t } = useTranslation('office');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="lg" onPress={() => setOpen(true)}>
        {t('invitation.open')}
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen} title={t('invitation.title')}>
        <InvitationForm />
      </Modal>
    </>
  );
}
