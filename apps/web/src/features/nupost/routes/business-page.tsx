import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { NupostLimits } from '@harbour/shared';
import { Alert, Button, Card, LinkButton, PageSpinner, PageTitle } from '@/components/ui';
import { formatDate, formatNumber } from '@/lib/format';
import { useMessage } from '@/lib/messages';
import { useSession } from '@/lib/session';
import { noticesQuery } from '../api/notices';
import { InviteForm } from '../components/invite-form';
import { NoticeEditor } from '../components/notice-editor';
import { NoticeForm } from '../components/notice-form';
import { NoticeHistory } from '../components/notice-history';

function Usage({ limits }: { limits: NupostLimits }) {
  const { t } = useTranslation('nupost');
  const of = (used: number, limit: number | null) =>
    limit === null
      ? formatNumber(used)
      : t('business.limits.of', { used: formatNumber(used), limit: formatNumber(limit) });
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-slate-600">{t('business.limits.plan')}</dt>
        <dd className="font-bold text-harbour-900">
          <bdi>{limits.plan_name}</bdi>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{t('business.limits.members')}</dt>
        <dd className="font-bold text-harbour-900">{of(limits.members, limits.member_limit)}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">
          {t('business.limits.notices', { end: formatDate(limits.period_end) })}
        </dt>
        <dd className="font-bold text-harbour-900">{of(limits.notices_this_period, limits.notice_limit)}</dd>
      </div>
    </dl>
  );
}

function BusinessHome({ userId }: { userId: number }) {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const [params, setParams] = useSearchParams();
  const query = useInfiniteQuery(noticesQuery(userId));
  const openId = Number(params.get('notice')) || null;
  const writing = params.get('new') === '1';
  const go = (next: Record<string, string>) => setParams(next);

  if (query.isPending) return <PageSpinner />;
  if (!query.data) {
    if (query.error?.message === 'nupost.notices.no_business_account') {
      return (
        <Alert title={t('business.no_account')}>
          <p>{t('business.no_account_text')}</p>
          <LinkButton to="/nupost/signup" className="mt-3">
            {t('business.sign_up')}
          </LinkButton>
        </Alert>
      );
    }
    return (
      <Alert tone="error">
        <p>{tm(query.error?.message)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onPress={() => void query.refetch()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </Alert>
    );
  }
  const limits = query.data.pages[0]!.limits;
  const notices = query.data.pages.flatMap((p) => p.notices);

  if (openId) return <NoticeEditor key={openId} id={openId} onBack={() => go({})} />;
  if (writing) {
    return (
      <Card className="flex flex-col gap-4">
        <h2 className="text-xl font-bold text-harbour-900">{t('business.new_title')}</h2>
        <NoticeForm
          notice={null}
          machineTranslation={query.data.pages[0]!.machine_translation}
          onSaved={(n) => go({ notice: String(n.id) })}
          onCancel={() => go({})}
        />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4">
        <p className="text-lg font-semibold">
          <bdi>{limits.business_name}</bdi>
        </p>
        <Usage limits={limits} />
        <div>
          <Button onPress={() => go({ new: '1' })}>{t('business.write')}</Button>
        </div>
      </Card>
      <section aria-labelledby="history-heading" className="flex flex-col gap-4">
        <h2 id="history-heading" className="text-xl font-bold text-harbour-900">
          {t('business.history.title')}
        </h2>
        {notices.length === 0 ? (
          <p>{t('business.history.empty')}</p>
        ) : (
          <NoticeHistory notices={notices} onOpen={(id) => go({ notice: String(id) })} />
        )}
        {query.hasNextPage && (
          <div>
            <Button
              variant="secondary"
              isPending={query.isFetchingNextPage}
              onPress={() => void query.fetchNextPage()}
            >
              {t('business.history.more')}
            </Button>
          </div>
        )}
      </section>
      <section
        aria-labelledby="invite-heading"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="invite-heading" className="text-xl font-bold text-harbour-900">
          {t('business.invite.title')}
        </h2>
        <p className="text-slate-700">{t('business.invite.intro')}</p>
        <InviteForm />
      </section>
    </div>
  );
}

/** /nupost: a business account's notices (issue 22 §2). */
export function Component() {
  const { t } = useTranslation('nupost');
  const session = useSession();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <PageTitle title={t('business.title')} subtitle={t('business.subtitle')} />
      {session.status === 'loading' ? (
        <PageSpinner />
      ) : session.user ? (
        <BusinessHome key={session.user.id} userId={session.user.id} />
      ) : (
        <Alert title={t('business.sign_in_title')}>
          <p>{t('business.sign_in_text')}</p>
          <LinkButton to={`/sign-in?next=${encodeURIComponent('/nupost')}`} className="mt-3">
            {t('business.sign_in')}
          </LinkButton>
        </Alert>
      )}
    </div>
  );
}
