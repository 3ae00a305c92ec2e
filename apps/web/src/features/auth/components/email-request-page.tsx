import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema, type ApiEnvelope } from '@harbour/shared';
import { Alert, Button, TextField } from '../../../components/ui';
import { useMessageText } from '../../../components/account/message-text';

const emailFormSchema = z.object({ email: emailSchema });

export interface EmailRequestFormProps {
  submitLabel: string;
  /** The call to make with the trimmed, lower-cased address. */
  send: (email: string) => Promise<ApiEnvelope<unknown>>;
  isPending: boolean;
}

/**
 * One e-mail field and a button (forgot password, resend confirmation). Empty → fill_required_fields,
 * invalid → email_not_valid before any call; then the server's message.
 */
export function EmailRequestForm({ submitLabel, send, isPending }: EmailRequestFormProps) {
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
    if (isPending) return;
    setResult(null);
    const res = await send(email);
    setResult({ ok: res.meta.success, message: res.meta.message });
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            isRequired
            errorKey={fieldState.error?.message}
          />
        )}
      />
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{text(result.message)}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
