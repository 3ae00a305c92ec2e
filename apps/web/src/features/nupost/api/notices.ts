import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  NupostInviteResult,
  NupostNoticeDetail,
  NupostNoticeDraft,
  NupostNoticesData,
  NupostNoticeTextBody,
  NupostPreview,
} from '@harbour/shared';
import { LANGUAGES } from '@harbour/i18n';
import { apiData } from '@/lib/api-client';

/** The NuPOST business page's calls (routes under /api/nupost/notices, the business account holder only). */
export const noticesKey = ['nupost', 'notices'] as const;

export const noticesQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: [...noticesKey, 'history', userId],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiData<NupostNoticesData>('/api/nupost/notices', { query: { pageNumber: pageParam } }),
    getNextPageParam: (last) => (last.hasMore ? last.pageNumber + 1 : undefined),
  });

export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: [...noticesKey, 'one', id],
    queryFn: () => apiData<NupostNoticeDetail>(`/api/nupost/notices/${id}`),
    // machine translations arrive from the worker a little later
    refetchInterval: (q) =>
      q.state.data && q.state.data.texts.length < LANGUAGES.length && q.state.data.status !== 'cancelled'
        ? 5000
        : false,
  });

export const previewQuery = (id: number, lang: string, version: string) =>
  queryOptions({
    queryKey: [...noticesKey, 'preview', id, lang, version],
    queryFn: () => apiData<NupostPreview>(`/api/nupost/notices/${id}/preview`, { query: { lang } }),
  });

export const createNotice = (draft: NupostNoticeDraft) =>
  apiData<NupostNoticeDetail>('/api/nupost/notices', { method: 'POST', body: draft });

export const updateNotice = (id: number, draft: NupostNoticeDraft) =>
  apiData<NupostNoticeDetail>(`/api/nupost/notices/${id}`, { method: 'PUT', body: draft });

/** Now without `sendAt`, else at that time (ISO 8601). */
export const sendNotice = (id: number, sendAt: string | null) =>
  apiData<NupostNoticeDetail>(`/api/nupost/notices/${id}/send`, {
    method: 'POST',
    body: sendAt ? { send_at: sendAt } : {},
  });

export const cancelNotice = (id: number) =>
  apiData<NupostNoticeDetail>(`/api/nupost/notices/${id}/cancel`, { method: 'POST' });

export const replaceText = (id: number, lang: string, text: NupostNoticeTextBody) =>
  apiData<NupostNoticeDetail>(`/api/nupost/notices/${id}/texts/${lang}`, { method: 'PUT', body: text });

export const restoreMachineText = (id: number, lang: string) =>
  apiData<NupostNoticeDetail>(`/api/nupost/notices/${id}/texts/${lang}`, { method: 'DELETE' });

export const inviteMembers = (emails: string[]) =>
  apiData<NupostInviteResult>('/api/nupost/invitations', { method: 'POST', body: { emails } });
