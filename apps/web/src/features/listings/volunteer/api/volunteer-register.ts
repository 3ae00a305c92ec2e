import { useMutation } from '@tanstack/react-query';
import type { ListingCreatedData, VolunteerRegisterData } from '@harbour/shared';
import { ApiError, statusFetch } from '@/lib/api-client';
import { toListingFormData } from '@/features/listings/shared/lib/form-data';

/** POST /api/createVolunteerOrganization (multipart: `data` JSON and the one image). Free: live at once. */
export async function registerVolunteer(
  data: VolunteerRegisterData,
  photos: File[],
): Promise<ListingCreatedData> {
  const res = await statusFetch<ListingCreatedData | null>('/api/createVolunteerOrganization', {
    method: 'POST',
    formData: toListingFormData(data, photos),
  });
  if (res.status !== 1 || !res.data || Array.isArray(res.data)) throw new ApiError(res.message);
  return res.data;
}

export function useRegisterVolunteer() {
  return useMutation({
    mutationFn: ({ data, photos }: { data: VolunteerRegisterData; photos: File[] }) =>
      registerVolunteer(data, photos),
  });
}
