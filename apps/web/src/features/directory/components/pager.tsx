import { useTranslation } from 'react-i18next';
import { Pager as SharedPager, type PagerProps } from '@/components/ui';

/** Spec 2 §9, sibling count 0: first, previous, current, next, last — links that keep the search. */
export function Pager(props: Omit<PagerProps, 'labels' | 'siblingCount' | 'showArrowLabels'>) {
  const { t } = useTranslation('directory');
  return (
    <SharedPager
      {...props}
      labels={{
        nav: t('pager.label'),
        first: t('pager.first'),
        previous: t('pager.previous'),
        next: t('pager.next'),
        last: t('pager.last'),
        page: (page) => t('pager.page', { page }),
        status: (page, pages) => t('pager.status', { page, pages }),
      }}
    />
  );
}
