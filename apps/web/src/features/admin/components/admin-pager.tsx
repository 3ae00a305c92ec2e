import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';
import { formatNumber } from '@/lib/format';

/** Previous / next for a list held in the page's state (three lists share one address). */
export function AdminPager({
  label,
  page,
  count,
  perPage,
  onChange,
}: {
  label: string;
  page: number;
  count: number;
  perPage: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(count / perPage));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-3">
      <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => onChange(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span className="text-sm text-slate-700">
        {t('pager.status', { page: formatNumber(page), pages: formatNumber(pages) })}
      </span>
      <Button variant="secondary" size="sm" isDisabled={page >= pages} onPress={() => onChange(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
