import { useMutation } from '@tanstack/react-query';
import type { OfficeInvitationBody } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/web/sent-office-invitation: data is the message to show (office.invitation_sent);
 * failures email_not_valid, office.date_in_past, too_many_requests… in meta.message.
 */
export function sendOfficeInvitation(body: OfficeInvitationBody) {
  return apiFetch<string | null>('/api/web/sent-office-invitation', { method: 'POST', body });
}

export function useSendOfficeInvitation() {
  return useMutation({ mutationFn: sendOfficeInvitation });
}
