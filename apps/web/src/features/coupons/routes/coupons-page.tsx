import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@harbour/shared';
import { Alert, Button, Card, LinkButton, PageSpinner, PageTitle } from '@/components/ui';
import { useSession } from '@/lib/session';
import { useMessage } from '@/lib/messages';
import { useAvailableCoupons } from '../api/available-coupons';
import { useCollectCoupon } from '../api/collect-coupon';
import { useCollectedCoupons } from '../api/coupons';
import { useRemoveCoupon } from '../api/remove-coupon';
import { CouponCard } from '../components/coupon-card';

/** /coupons and /wallet: the caller's collected coupons (no_coupons when none) and the offers to collect. */
export function Component() {
  const { t } = useTranslation('coupons');
  const tm = useMessage();
  const { user, status } = useSession();
  const userId = user?.id ?? null;
  const collected = useCollectedCoupons(userId);
  const available = useAvailableCoupons(userId);
  const collect = useCollectCoupon();
  const remove = useRemoveCoupon();
  const [notice, setNotice] = useState<{ ok: boolean; key: string } | null>(null);

  const run = async (action: typeof collect | typeof remove, coupon: Coupon) => {
    if (userId == null) return;
    setNotice(null);
    const res = await action.mutateAsync({ couponId: coupon.coupon_id, userId });
    setNotice({ ok: res.meta.success, key: res.meta.message });
  };
  const text = (key: string) => (key.startsWith('coupon.') ? t(key) : tm(key || 'something_went_wrong'));

  if (status === 'loading') return <PageSpinner />;
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t('title')} subtitle={t('subtitle')} className="mb-0" />
      {notice && <Alert tone={notice.ok ? 'success' : 'error'}>{text(notice.key)}</Alert>}

      <section aria-labelledby="collected-title" className="flex flex-col gap-4">
        <h2 id="collected-title" className="text-2xl font-bold text-harbour-900">
          {t('collected_title')}
        </h2>
        {userId == null ? (
          <Card className="flex flex-col items-start gap-3">
            <p className="font-semibold">{t('sign_in_title')}</p>
            <p className="text-slate-700">{t('sign_in_text')}</p>
            <LinkButton to="/login">{t('sign_in')}</LinkButton>
          </Card>
        ) : collected.isPending ? (
          <PageSpinner />
        ) : collected.isError ? (
          <Alert tone="error">{t('load_error')}</Alert>
        ) : collected.data.length === 0 ? (
          <p className="text-slate-700">{tm('no_coupons')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {collected.data.map((c) => (
              <li key={c.coupon_id}>
                <CouponCard
                  coupon={c}
                  action={
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('remove_label', { name: c.description_en })}
                      isPending={remove.isPending && remove.variables?.couponId === c.coupon_id}
                      onPress={() => void run(remove, c)}
                    >
                      {t('remove')}
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="available-title" className="flex flex-col gap-4">
        <h2 id="available-title" className="text-2xl font-bold text-harbour-900">
          {t('available_title')}
        </h2>
        {available.isPending ? (
          <PageSpinner />
        ) : available.isError ? (
          <Alert tone="error">{t('load_error')}</Alert>
        ) : available.data.length === 0 ? (
          <p className="text-slate-700">{t('available_empty')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {available.data.map((c) => (
              <li key={c.coupon_id}>
                <CouponCard
                  coupon={c}
                  action={
                    c.collected ? (
                      <span className="font-semibold text-sea-700">✓ {t('collected')}</span>
                    ) : userId != null ? (
                      <Button
                        size="sm"
                        aria-label={t('collect_label', { name: c.description_en })}
                        isPending={collect.isPending && collect.variables?.couponId === c.coupon_id}
                        onPress={() => void run(collect, c)}
                      >
                        {t('collect')}
                      </Button>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
