import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from '@/components/ui';
import { useMessage } from '@/lib/messages';
import { useSession } from '@/lib/session';
import { follow, followsKey, followStateQuery, unfollow } from './follow-api';

/**
 * Follow / Following on a business listing (NuPOST): shown to a signed-in member when the listing's
 * owner has a NuPOST business account. One press follows, the next stops following.
 */
export function FollowButton({ businessId }: { businessId: number }) {
  const { user } = useSession();
  if (!user) return null;
  // its strings (nupost catalogue) load only for signed-in members, beside the follow state
  return (
    <Suspense fallback={null}>
      <FollowToggle userId={user.id} businessId={businessId} />
    </Suspense>
  );
}

function FollowToggle({ userId, businessId }: { userId: number; businessId: number }) {
  const { t } = useTranslation('nupost');
  const tm = useMessage();
  const queryClient = useQueryClient();
  const query = useQuery(followStateQuery(userId, businessId));
  const [justFollowed, setJustFollowed] = useState(false);
  const toggle = useMutation({
    mutationFn: async (following: boolean) => {
      if (following) await unfollow(query.data!.business_user_id!);
      else await follow(businessId);
      return !following;
    },
    onSuccess: async (following) => {
      setJustFollowed(following);
      await queryClient.invalidateQueries({ queryKey: followsKey });
    },
  });

  if (!query.data?.available) return null;
  const following = query.data.following;
  const name = query.data.business_name ?? '';
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          variant={following ? 'secondary' : 'primary'}
          aria-label={t(following ? 'member.follow.following_name' : 'member.follow.follow_name', { name })}
          isPending={toggle.isPending}
          onPress={() => toggle.mutate(following)}
        >
          {following ? (
            <>
              <span aria-hidden="true">✓</span> {t('member.follow.following')}
            </>
          ) : (
            t('member.follow.follow')
          )}
        </Button>
      </div>
      {toggle.isError ? (
        <Alert tone="error">{tm(toggle.error.message)}</Alert>
      ) : following && justFollowed ? (
        <p role="status" className="text-sm text-slate-700">
          {t('member.follow.followed', { name })}{' '}
          <Link to="/user-profile" className="font-semibold text-harbour-700 underline">
            {t('member.follow.manage')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
