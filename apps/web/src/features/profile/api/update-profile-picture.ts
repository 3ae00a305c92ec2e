import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_IMAGE_MAX_BYTES, type Profile } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';
import { profileQueryOptions } from './profile';

export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The same checks as the server, before uploading: type (image_invalid) and size (image_too_large). */
export function checkProfileImage(file: File): 'image_invalid' | 'image_too_large' | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'image_invalid';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'image_too_large';
  return null;
}

/** POST /api/web/update-profile-picture, multipart field `files` → data: Profile. */
export function updateProfilePicture(file: File) {
  const formData = new FormData();
  formData.append('files', file);
  return apiFetch<Profile>('/api/web/update-profile-picture', { method: 'POST', formData });
}

export function useUpdateProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfilePicture,
    onSuccess: (res) => {
      if (res.meta.success && res.data) queryClient.setQueryData(profileQueryOptions.queryKey, res.data);
    },
  });
}
