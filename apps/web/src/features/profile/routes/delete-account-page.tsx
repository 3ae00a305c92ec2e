import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { DELETE_ACCOUNT_REDIRECT_MS, isValidEmail } from '@harbour/shared';
import { Alert, Button, Card, LinkButton, Modal, PageSpinner, PageTitle } from '@/components/ui';
import { FormEmailField } from '@/components/form';
import { useMessageText } from '@/components/account/message-text';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useDeleteUser } from '../api/delete-user';

interface DeleteValues {
  email: string;
}

/** /delete-account: type the account's e-mail, confirm, and the account is gone (the listing and payment rules and listing form rules). */
export function Component() {
  const { t } = useTranslation('profile');
  const text = useMessageText('profile');
  const session = useSession();
  const navigate = useNavigate();
  const deletion = useDeleteUser();
  const [needsLogin, setNeedsLogin] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<DeleteValues>({ defaultValues: { email: '' } });

  useEffect(() => {
    if (done == null) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), DELETE_ACCOUNT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  // The spec's order: required, signed in, then a valid address matching the account's.
  const onSubmit = handleSubmit(({ email }) => {
    setFailure(null);
    setNeedsLogin(false);
    const typed = email.trim();
    if (!typed) return setError('email', { message: 'fill_required_fields' }, { shouldFocus: true });
    if (!session.user) return setNeedsLogin(true);
    if (!isValidEmail(typed) || typed.toLowerCase() !== session.user.email.toLowerCase()) {
      return setError('email', { message: 'email_not_valid' }, { shouldFocus: true });
    }
    setConfirming(typed);
  });

  const confirmDeletion = async () => {
    if (!session.user || confirming == null || deletion.isPending) return;
    const res = await deletion.mutateAsync({ user_id: session.user.id, email: confirming });
    setConfirming(null);
    if (res.status === 1) {
      // The account is gone: drop the signed-in state now (header included), leave after 3 s.
      setDone(res.message);
      await session.signOut({ to: null });
      storage.clearAll();
    } else {
      setFailure(res.message);
    }
  };

  if (session.status === 'loading' && done == null) return <PageSpinner />;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <PageTitle title={t('delete.title')} subtitle={done == null ? t('delete.subtitle') : undefined} />
      {done != null ? (
        <Alert tone="success">
          <p>{text(done || 'delete.success')}</p>
          <p className="mt-1">{t('delete.redirecting')}</p>
        </Alert>
      ) : (
        <Card>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
            <p>{t('delete.warning')}</p>
            <FormEmailField control={control} name="email" label={t('delete.email_label')} isRequired />
            {needsLogin && (
              <Alert tone="error">
                <p>{text('please_login')}</p>
                <LinkButton to="/login" size="sm" className="mt-2">
                  {t('prompt.sign_in')}
                </LinkButton>
              </Alert>
            )}
            {failure && <Alert tone="error">{text(failure)}</Alert>}
            <div className="flex justify-end">
              <Button type="submit" variant="danger">
                {t('delete.submit')}
              </Button>
            </div>
          </form>
        </Card>
      )}
      <Modal
        isOpen={confirming != null}
        onOpenChange={(open) => !open && !deletion.isPending && setConfirming(null)}
        title={t('delete.confirm_title')}
        role="alertdialog"
        size="sm"
        isDismissable={!deletion.isPending}
        footer={
          <>
            <Button variant="secondary" onPress={() => setConfirming(null)} isDisabled={deletion.isPending}>
              {t('delete.cancel')}
            </Button>
            <Button variant="danger" onPress={() => void confirmDeletion()} isPending={deletion.isPending}>
              {t('delete.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('delete.confirm_text')}</p>
      </Modal>
    </div>
  );
}
