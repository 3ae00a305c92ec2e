import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginBodySchema, type SessionData } from '@harbour/shared';
import { Alert, Button } from '@/components/ui';
import { FormCheckbox, FormEmailField, FormPasswordField } from '@/components/form';
import { useCaptcha } from '@/components/captcha/use-captcha';
import { useMessageText } from '@/components/account/message-text';
import { formatWait } from '@/lib/format';
import { useLogin } from '../api/login';

const loginFormSchema = loginBodySchema.pick({ email: true, password: true, remember: true });
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormValues = z.output<typeof loginFormSchema>;

export interface LoginFormProps {
  /** Called with the session after a successful login (the caller signs in and moves on). */
  onSuccess: (data: SessionData, remember: boolean) => void;
  /** Opens the account links in a new tab (used inside the sign-in modal). */
  linksInNewTab?: boolean;
  /** Extra buttons placed before the login button ("Continue as guest"). */
  secondaryAction?: ReactNode;
}

/** The 429s of the login (this account's delay, this address's failures): both come with Retry-After. */
const WAIT_MESSAGES = new Set(['login.try_again_later', 'too_many_requests']);

/** E-mail, password with show/hide, remember me, captcha when on; shows the server's message on failure. */
export function LoginForm({ onSuccess, linksInNewTab, secondaryAction }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const text = useMessageText('auth');
  const captcha = useCaptcha();
  const loginCall = useLogin();
  const [failure, setFailure] = useState<{ message: string; retryAfter?: number } | null>(null);
  const { control, handleSubmit } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const newTab = linksInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};

  const onSubmit = handleSubmit(async (values) => {
    if (loginCall.isPending) return;
    setFailure(null);
    const res = await loginCall.mutateAsync({ ...values, ...captcha.fields });
    if (res.meta.success && res.data) {
      onSuccess(res.data, values.remember);
      return;
    }
    setFailure({ message: res.meta.message, retryAfter: res.retryAfter });
    // After repeated failures the server wants a solved captcha even when the site has it off.
    if (res.meta.message === 'login.captcha_required') captcha.require();
    captcha.reset();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormEmailField control={control} name="email" label={t('fields.email')} isRequired />
      <FormPasswordField
        control={control}
        name="password"
        label={t('fields.password')}
        autoComplete="current-password"
        isRequired
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FormCheckbox control={control} name="remember">
          {t('login.remember')}
        </FormCheckbox>
        <Link to="/forgot-password" {...newTab} className="text-harbour-700 underline underline-offset-2">
          {t('login.forgot')}
        </Link>
      </div>
      {captcha.widget}
      {failure && (
        <Alert tone="error">
          <p>
            {WAIT_MESSAGES.has(failure.message) && failure.retryAfter
              ? t('login.try_again_in', { duration: formatWait(failure.retryAfter) })
              : text(failure.message)}
          </p>
          {failure.message === 'login.fail.confirm_email' && (
            <p className="mt-1">
              <Link
                to="/resend-confirmation"
                {...newTab}
                className="font-semibold underline underline-offset-2"
              >
                {t('login.resend_link')}
              </Link>
            </p>
          )}
        </Alert>
      )}
      <div className="flex flex-wrap-reverse justify-end gap-3">
        {secondaryAction}
        <Button
          type="submit"
          isPending={loginCall.isPending}
          isDisabled={captcha.isPending || !captcha.isSolved}
        >
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
