import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@/components/ui';
import { useTips } from '../api/tips';

/** The tips of one month as a card grid; the next page loads when the end of the list comes into view. */
export function MonthTips({ month }: { month: number }) {
  const { t } = useTranslation('tips');
  const query = useTips(month);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <Spinner size="lg" className="p-8" />;
  if (query.isError && !query.data)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('error')}</Alert>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  const tips = query.data.pages.flatMap((p) => p.tips);
  if (tips.length === 0) return <p className="text-slate-700">{t('empty')}</p>;

  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tips.map((tip) => (
          <li
            key={tip.id}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <p className="text-sm font-semibold text-sea-700">{t('tip_day', { number: tip.day })}</p>
            <h3 dir="auto" className="text-lg font-bold text-harbour-900">
              {tip.title}
            </h3>
            <p dir="auto" className="text-slate-700">
              {tip.text}
            </p>
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="flex justify-center">
        {hasNextPage ? (
          <Button variant="secondary" isPending={isFetchingNextPage} onPress={() => void fetchNextPage()}>
            {t('load_more')}
          </Button>
        ) : (
          <p role="status" className="text-slate-600">
            {t('all_loaded')}
          </p>
        )}
      </div>
    </div>
  );
}
