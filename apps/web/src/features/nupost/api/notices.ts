import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  NUPOST_PICTURE_UPLOAD_MAX_BYTES,
  type NupostInviteResult,
  type NupostPicture,
  type NupostNoticeDetail,
  type NupostNoticeDraft,
  type NupostNoticesData,
  type NupostNoticeTextBody,
  type NupostPreview,
} from '@harbour/shared';
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
    // machine translations arrive from the worker a little later; nothing comes without a provider
    refetchInterval: (q) => {
      const notice = q.state.data;
      if (!notice || notice.status === 'cancelled') return false;
      if (notice.translation_state === 'in_progress') return 5000;
      return notice.translation_state === 'retrying' ? 30_000 : false;
    },
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

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The server's first checks, in the browser before uploading: type (image_invalid) and size (image_too_large). */
export function checkPicture(file: File): 'image_invalid' | 'image_too_large' | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'image_invalid';
  if (file.size > NUPOST_PICTURE_UPLOAD_MAX_BYTES) return 'image_too_large';
  return null;
}

/** POST /api/nupost/pictures, multipart field `file`: the stored WebP's URL for a draft's `picture`. */
export function uploadPicture(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiData<NupostPicture>('/api/nupost/pictures', { method: 'POST', formData });
}

/** Removes a picture uploaded in the form and taken off it before saving (the server keeps one in use). */
export const removePicture = (url: string) =>
  apiData<{ removed: boolean }>(`/api/nupost/pictures/${url.split('/').pop() ?? ''}`, { method: 'DELETE' });
