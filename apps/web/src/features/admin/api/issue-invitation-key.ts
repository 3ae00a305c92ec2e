import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationKeyBody, InvitationKeyItem } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';
import { INVITATION_KEYS_KEY } from './invitation-keys';

/** POST /api/admin/invitation-keys: 201 with the key (generated unless chosen); 409 invitation_key.exists. */
export function issueInvitationKey(body: CreateInvitationKeyBody) {
  return apiFetch<{ invitation_key: InvitationKeyItem }>('/api/admin/invitation-keys', {
    method: 'POST',
    body,
  });
}

export function useIssueInvitationKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvitationKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATION_KEYS_KEY }),
  });
}
