import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/web/contact: contact_us.success; fill_required_fields, email_not_valid, too_many_requests… */
export function sendContact(body: ContactBody) {
  return apiFetch<null>('/api/web/contact', { method: 'POST', body });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
