import { useTranslation } from 'react-i18next';
import type { BusinessUser } from '@harbour/shared';
import { Alert, Button, LinkButton, Spinner } from '@/components/ui';
import { useMessage } from '@/lib/messages';

/** Step 2: the account is made (the listing screens); the owner confirms the address, then signs in. */
export function DoneStep({ account }: { account: BusinessUser }) {
  const { t } = useTranslation('nupost');
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-harbour-900" tabIndex={-1}>
        {t('page.done_title')}
      </h2>
      <Alert tone="success">
        <p dir="auto">{t('page.done_text', { name: account.business_name, plan: account.plan_name })}</p>
      </Alert>
      {account.email_confirmation_required && (
        <p>
          <bdi>{t('page.done_confirm', { email: account.email })}</bdi>
        </p>
      )}
      <LinkButton to="/login" className="self-start">
        {t('page.done_sign_in')}
      </LinkButton>
    </section>
  );
}

export interface ReturnStateProps {
  state: 'checking' | 'canceled' | 'missing' | { failure: string };
  onBack: () => void;
}

/** Back from the provider, before the account answers: checking, canceled, lost, or refused. */
export function ReturnState({ state, onBack }: ReturnStateProps) {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  if (state === 'checking') return <Spinner label={t('page.checking_payment')} />;
  const text =
    state === 'canceled'
      ? t('page.payment_canceled')
      : state === 'missing'
        ? t('page.done_missing')
        : tm(state.failure);
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-harbour-900" tabIndex={-1}>
        {t('page.step_done')}
      </h2>
      <Alert tone="error">{text}</Alert>
      <Button variant="secondary" onPress={onBack} className="self-start">
        {t('page.back')}
      </Button>
    </section>
  );
}
