import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { isStrongPassword } from '@harbour/shared';
import { Alert, Button } from '@/components/ui';
import { NewPasswordFields } from '@/components/form';
import { useMessageText } from '@/components/account/message-text';
import { useConfirmPasswordReset } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

const resetFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!password) return issue('password', 'fill_required_fields');
    if (!confirmPassword) return issue('confirmPassword', 'fill_required_fields');
    if (password !== confirmPassword) return issue('confirmPassword', 'passwords_dont_match');
    if (!isStrongPassword(password)) return issue('password', 'password_requirements');
  });
type ResetFormValues = z.infer<typeof resetFormSchema>;

/** /reset-password?token=…: the link of the reset e-mail; sets a new password. */
export function Component() {
  const { t } = useTranslation('auth');
  const text = useMessageText('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const hintId = useId();
  const [failure, setFailure] = useState<string | null>(token ? null : 'reset_password.invalid_token');
  const { control, handleSubmit } = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (confirm.isPending) return;
    setFailure(null);
    const res = await confirm.mutateAsync({ token, password });
    if (res.meta.success) {
      void navigate('/login', {
        replace: true,
        state: { notice: res.meta.message || 'reset_password.success' },
      });
      return;
    }
    setFailure(res.meta.message);
  });

  const invalidToken = failure === 'reset_password.invalid_token';
  return (
    <AuthCard title={t('reset_password.title')} subtitle={t('reset_password.subtitle')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
        <NewPasswordFields
          control={control}
          name="password"
          confirmName="confirmPassword"
          label={t('fields.new_password')}
          confirmLabel={t('fields.confirm_password')}
          hintId={hintId}
        />
        {failure && (
          <Alert tone="error">
            <p>{text(failure)}</p>
            {invalidToken && (
              <p className="mt-1">
                <Link to="/forgot-password" className="font-semibold underline underline-offset-2">
                  {t('reset_password.new_link')}
                </Link>
              </p>
            )}
          </Alert>
        )}
        <div className="flex justify-end">
          <Button type="submit" isPending={confirm.isPending} isDisabled={!token}>
            {t('reset_password.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
