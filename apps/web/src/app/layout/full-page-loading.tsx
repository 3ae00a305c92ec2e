import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { LogoMark } from '@/components/ui/logo';

/** Shown while the session starts (stored token or login_token being checked). */
export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-sand-50">
      <LogoMark className="size-16" />
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}
