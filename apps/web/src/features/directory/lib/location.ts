import { useSession } from '@/lib/session';

export type DirectoryCity = { status: 'loading' } | { status: 'none' } | { status: 'ok'; cityId: number };

/** Spec 2 §2: the signed-in user's city_id, else the stored cityId; with neither, none. */
export function useDirectoryCity(): DirectoryCity {
  const { status, user, cityId } = useSession();
  if (status === 'loading') return { status: 'loading' };
  const id = (status === 'user' ? user?.city_id : null) ?? cityId;
  return id == null ? { status: 'none' } : { status: 'ok', cityId: id };
}
