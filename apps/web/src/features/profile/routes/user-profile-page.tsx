import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@harbour/shared';
import { LANGUAGES } from '@harbour/i18n';
import { Avatar, Card, LinkButton } from '@/components/ui';
import { useCityName, useProvinceName } from '@/components/account/province-city-fields';
import { findLocation, useProvinces } from '@/lib/provinces';
import { useProfile } from '../api/profile';
import { AccountLinks } from '../components/account-links';
import { AccountPage } from '../components/account-page';

const MemberSettings = lazy(() => import('@/components/nupost/member-settings'));

function ProfileDetails({ sessionUser }: { sessionUser: Profile }) {
  const { t } = useTranslation('profile');
  const profile = useProfile(true);
  const user = profile.data ?? sessionUser;
  const provinces = useProvinces();
  const provinceName = useProvinceName();
  const cityName = useCityName();
  const { province, city } = findLocation(provinces.data, user.state_id, user.city_id);
  const language = LANGUAGES.find((l) => l.tag === user.preferred_language);
  const missing = t('view.not_provided');

  const rows: Array<{ key: string; label: string; value: string; lang?: string }> = [
    { key: 'email', label: t('fields.email'), value: user.email },
    { key: 'mobile', label: t('fields.mobile'), value: user.user_mobile || missing },
    { key: 'postal', label: t('fields.postal_code'), value: user.postal_code || missing },
    { key: 'province', label: t('fields.province'), value: province ? provinceName(province) : missing },
    { key: 'city', label: t('fields.city'), value: province && city ? cityName(city, province) : missing },
    {
      key: 'language',
      label: t('fields.language'),
      value: language?.nativeName ?? user.preferred_language,
      lang: language?.tag,
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar user={user} look="portrait" />
          <h2 className="text-2xl font-bold text-harbour-900">{user.full_name}</h2>
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map((r) => (
            <div key={r.key} className="contents">
              <dt className="font-semibold text-slate-700">{r.label}</dt>
              <dd className="break-words" lang={r.lang}>
                {r.value}
              </dd>
            </div>
          ))}
        </dl>
        <div>
          <LinkButton to="/edit-profile">{t('view.edit')}</LinkButton>
        </div>
      </Card>
      <Suspense fallback={null}>
        <MemberSettings userId={user.id} />
      </Suspense>
      <AccountLinks links={['change_password', 'delete_account']} />
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('profile');
  return (
    <AccountPage title={t('view.title')}>
      {(user) => <ProfileDetails key={user.id} sessionUser={user} />}
    </AccountPage>
  );
}
