import { useTranslation } from 'react-i18next';
import { PageTitle, RetryAlert } from '@/components/ui';

export interface PageErrorProps {
  /** The alert's title, e.g. t('detail.error'). */
  title: string;
  /** The translated server message. */
  message: string;
  onRetry: () => unknown;
  isRetrying?: boolean;
}

/** A well-being page whose main load failed: the section title and an error alert with a retry. */
export function PageError({ title, message, onRetry, isRetrying }: PageErrorProps) {
  const { t } = useTranslation('well-being');
  return (
    <>
      <PageTitle title={t('title')} />
      <RetryAlert tone="error" title={title} onRetry={onRetry} isRetrying={isRetrying}>
        <p>{message}</p>
      </RetryAlert>
    </>
  );
}
