import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatProfile } from '@harbour/shared';
import { apiData } from '@/lib/api-client';

/** GET /api/chat/user/auth: the caller's NuChat trial, access and paid period (the listings API contract). */
export const chatProfileQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: ['chat', 'profile', userId],
    queryFn: () => apiData<ChatProfile>('/api/chat/user/auth'),
    staleTime: 0,
  });

export function useChatProfile(userId: number | null, enabled = true) {
  return useQuery({ ...chatProfileQueryOptions(userId), enabled: enabled && userId !== null });
}
