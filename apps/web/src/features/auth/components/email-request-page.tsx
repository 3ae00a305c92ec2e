import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema, type ApiEnvelope } from '@harbour/shared';
import { Alert, Button } from '@/components/ui';
import { FormEmailField } from '@/components/form';
import { useMessageText } from '@/components/account/message-text';
import { AuthCard } from './auth-card';

const emailFormSchema = z.object({ email: emailSchema });

export interface EmailRequestPageProps {
  /** The auth catalogue section with the page's title, subtitle and submit texts. */
  texts: 'forgot_password' | 'resend_confirmation';
  /** The mutation to call with the trimmed, lower-cased address. */
  request: EmailRequest;
}

interface EmailRequest {
  mutateAsync: (email: string) => Promise<ApiEnvelope<unknown>>;
  isPending: boolean;
}

/** The forgot-password and resend-confirmation pages: one e-mail form, then a way back to the login. */
export function EmailRequestPage({ texts, request }: EmailRequestPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)}>
      <EmailRequestForm submitLabel={t(`${texts}.submit`)} request={request} />
      <p className="mt-6 border-t border-slate-200 pt-4 text-center">
        <Link to="/login" className="font-semibold text-harbour-700 underline underline-offset-2">
          {t('back_to_login')}
        </Link>
      </p>
    </AuthCard>
  );
}

/**
 * One e-mail field and a button (forgot password, resend confirmation). Empty → fill_required_fields,
 * invalid → email_not_valid before any call; then the server's message.
 */
function EmailRequestForm({ submitLabel, request }: { submitLabel: string; request: EmailRequest }) {
  const { t } = useTranslation('auth');
  const text = useMessageText('auth');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { control, handleSubmit } = useForm<
    z.input<typeof emailFormSchema>,
    unknown,
    z.output<typeof emailFormSchema>
  >({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (request.isPending) return;
    setResult(null);
    const res = await request.mutateAsync(email);
    setResult({ ok: res.meta.success, message: res.meta.message });
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormEmailField control={control} name="email" label={t('fields.email')} isRequired />
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{text(result.message)}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" isPending={request.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
