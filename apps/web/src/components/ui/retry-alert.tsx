import { useTranslation } from 'react-i18next';
import { Alert, type AlertProps } from './alert';
import { Button } from './button';

export interface RetryAlertProps extends AlertProps {
  /** Called (without arguments) when the retry button is pressed, e.g. a query's `refetch`. */
  onRetry: () => unknown;
  /** Shows the button as pending, e.g. a query's `isRefetching`. */
  isRetrying?: boolean;
}

/** An Alert whose content is followed by a "Retry" button; for a failed load. */
export function RetryAlert({ onRetry, isRetrying, children, ...alert }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert {...alert}>
      {children}
      <Button variant="secondary" size="sm" className="mt-3" isPending={isRetrying} onPress={() => onRetry()}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
