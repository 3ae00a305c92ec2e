import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui';
import type { StatusList } from '../api/status-list';

/** Loading, failed (empty list plus a message), empty, or the list itself. */
export function ListState<T>({
  query,
  children,
}: {
  query: { isPending: boolean; data?: StatusList<T> };
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('pricing');
  if (query.isPending || !query.data) return <Spinner label={t('loading')} className="self-center p-6" />;
  if (query.data.failed) return <Alert tone="error">{t('load_error')}</Alert>;
  if (query.data.items.length === 0) return <p className="text-slate-700">{t('empty')}</p>;
  return <>{children(query.data.items)}</>;
}
