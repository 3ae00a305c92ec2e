import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationKeyItem } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';
import { INVITATION_KEYS_KEY } from './invitation-keys';

/** POST /api/admin/invitation-keys/:id/revoke: no further checks or uses (past uses stay). */
export function revokeInvitationKey(id: number) {
  return apiFetch<{ invitation_key: InvitationKeyItem }>(`/api/admin/invitation-keys/${id}/revoke`, {
    method: 'POST',
  });
}

export function useRevokeInvitationKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitationKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATION_KEYS_KEY }),
  });
}
