import { useTranslation } from 'react-i18next';
import { Card, LinkButton } from '@/components/ui';

/** Shown instead of an account page to visitors: please_login with a way to sign in. */
export function LoginPrompt() {
  const { t } = useTranslation('profile');
  return (
    <Card className="flex flex-col items-start gap-4">
      <p role="status">{t('please_login', { ns: 'common' })}</p>
      <div className="flex flex-wrap gap-3">
        <LinkButton to="/login">{t('prompt.sign_in')}</LinkButton>
        <LinkButton to="/register" variant="secondary">
          {t('prompt.register')}
        </LinkButton>
      </div>
    </Card>
  );
}
