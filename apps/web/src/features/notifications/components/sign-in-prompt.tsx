import { useTranslation } from 'react-i18next';
import { Card, LinkButton } from '@/components/ui';

/** Visitors see this instead of notifications (the roles and permissions). */
export function SignInPrompt({ next }: { next: string }) {
  const { t } = useTranslation('notifications');
  return (
    <Card className="flex flex-col items-start gap-4">
      <p role="status">{t('sign_in_prompt')}</p>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={`/sign-in?next=${encodeURIComponent(next)}`}>{t('sign_in')}</LinkButton>
        <LinkButton to="/register" variant="secondary">
          {t('register')}
        </LinkButton>
      </div>
    </Card>
  );
}
