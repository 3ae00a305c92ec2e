import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { isStrongPassword } from '@harbour/shared';
import { Alert, Button, Card } from '@/components/ui';
import { FormPasswordField, NewPasswordFields } from '@/components/form';
import { useMessageText } from '@/components/account/message-text';
import { useChangePassword } from '../api/change-password';
import { AccountPage } from '../components/account-page';

/** Spec 1 §5 order: all three required, new equals confirmation, then the strength rule. */
const changePasswordFormSchema = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    const issue = (path: keyof typeof v, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const missing = (['oldPassword', 'newPassword', 'confirmPassword'] as const).find((f) => !v[f]);
    if (missing) return issue(missing, 'fill_required_fields');
    if (v.newPassword !== v.confirmPassword) return issue('confirmPassword', 'passwords_dont_match');
    if (!isStrongPassword(v.newPassword)) return issue('newPassword', 'password_requirements');
  });
type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;
const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const text = useMessageText('profile');
  const change = useChangePassword();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { control, handleSubmit, reset } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (v) => {
    if (change.isPending) return;
    setResult(null);
    const res = await change.mutateAsync({ old_password: v.oldPassword, new_password: v.newPassword });
    setResult({ ok: res.meta.success, message: res.meta.message });
    if (res.meta.success) reset(EMPTY);
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormPasswordField
        control={control}
        name="oldPassword"
        label={t('fields.old_password')}
        autoComplete="current-password"
        isRequired
      />
      <NewPasswordFields
        control={control}
        name="newPassword"
        confirmName="confirmPassword"
        label={t('fields.new_password')}
        confirmLabel={t('fields.confirm_password')}
      />
      {result && (
        <Alert tone={result.ok ? 'success' : 'error'}>
          {text(result.message || (result.ok ? 'change_password.success' : 'something_went_wrong'))}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" isPending={change.isPending}>
          {t('change_password.submit')}
        </Button>
      </div>
    </form>
  );
}

export function Component() {
  const { t } = useTranslation('profile');
  return (
    <AccountPage title={t('change_password.title')} subtitle={t('change_password.subtitle')}>
      {() => (
        <div className="flex flex-col gap-6">
          <Card>
            <ChangePasswordForm />
          </Card>
          <p>
            <Link to="/edit-profile" className="text-harbour-700 underline underline-offset-2">
              {t('links.back_to_edit')}
            </Link>
          </p>
        </div>
      )}
    </AccountPage>
  );
}
