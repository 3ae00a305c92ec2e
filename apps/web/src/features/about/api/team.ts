import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@harbour/shared';
import { apiData, currentLanguage } from '@/lib/api-client';

/** GET /api/web/team */
export async function fetchTeam(): Promise<TeamMember[]> {
  return (await apiData<{ members: TeamMember[] }>('/api/web/team')).members;
}

export const teamQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['team', language], queryFn: fetchTeam, staleTime: 10 * 60_000 });

export function useTeam() {
  return useQuery(teamQueryOptions(currentLanguage()));
}
