import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, PageSpinner } from '@/components/ui';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error?: Error | null;
  refetch: () => unknown;
}

/** Loading spinner, an error with a retry button, or the content. `notFound` replaces the error for 404-like keys. */
export function QueryView<T>({
  query,
  children,
  errorText,
  notFound,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  errorText: string;
  notFound?: { key: string; node: ReactNode };
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageSpinner />;
  if (query.isError || query.data === undefined) {
    if (notFound && query.error?.message === notFound.key) return <>{notFound.node}</>;
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{errorText}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
