import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NupostDeliveryPreferences } from '@harbour/shared';
import { Alert, Card, Checkbox } from '@/components/ui';
import { apiData } from '@/lib/api-client';
import { useMessage } from '@/lib/messages';
import { FollowingList } from './following-list';
import { PushButton } from './push-button';

const PREFERENCES = '/api/nupost/delivery-preferences';
const preferencesKey = ['nupost', 'delivery-preferences'];

function EmailPreference() {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: preferencesKey,
    queryFn: () => apiData<NupostDeliveryPreferences>(PREFERENCES),
  });
  const save = useMutation({
    mutationFn: (email: boolean) =>
      apiData<NupostDeliveryPreferences>(PREFERENCES, { method: 'PUT', body: { email } }),
    onSuccess: (data) => queryClient.setQueryData(preferencesKey, data),
  });
  if (!query.data) return null;
  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        isSelected={save.isPending ? save.variables : query.data.email}
        isDisabled={save.isPending}
        onChange={(email) => save.mutate(email)}
      >
        {t('member.email_too')}
      </Checkbox>
      {save.isError && <Alert tone="error">{tm(save.error.message)}</Alert>}
    </div>
  );
}

/** The profile's NuPOST part: whom the member follows, and how notices reach them. */
export default function MemberSettings({ userId }: { userId: number }) {
  const { t } = useTranslation('nupost');
  return (
    <Card className="flex flex-col gap-6">
      <section aria-labelledby="following-heading" className="flex flex-col gap-3">
        <h2 id="following-heading" className="text-xl font-bold text-harbour-900">
          {t('member.following.title')}
        </h2>
        <p className="text-slate-700">{t('member.following.intro')}</p>
        <FollowingList userId={userId} />
      </section>
      <PushButton />
      <EmailPreference />
    </Card>
  );
}
