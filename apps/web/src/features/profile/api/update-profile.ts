import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileBody } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';
import { profileQueryOptions } from './profile';

/** POST /api/web/update-profile → data: [Profile]; the first item is the current user. */
export function updateProfile(body: UpdateProfileBody) {
  return apiFetch<Profile[]>('/api/web/update-profile', { method: 'POST', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (res) => {
      const first = res.meta.success && Array.isArray(res.data) ? res.data[0] : undefined;
      if (first) queryClient.setQueryData(profileQueryOptions.queryKey, first);
    },
  });
}
