import { useTranslation } from 'react-i18next';
import { Card, LinkButton } from '@/components/ui';

/** Visitors see please_login instead of the manager (the listing messages), with the ways in. */
export function ManagerSignInPrompt({ next }: { next: string }) {
  const { t } = useTranslation('vivalinks');
  return (
    <Card className="flex flex-col items-start gap-4">
      <p role="status">{t('please_login', { ns: 'common' })}</p>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={`/sign-in?next=${encodeURIComponent(next)}`}>{t('manager.sign_in')}</LinkButton>
        <LinkButton to="/register" variant="secondary">
          {t('manager.register')}
        </LinkButton>
      </div>
    </Card>
  );
}
