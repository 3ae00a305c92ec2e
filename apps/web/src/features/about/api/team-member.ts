import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@harbour/shared';
import { apiData, currentLanguage } from '@/lib/api-client';

/** GET /api/web/team/{index} (404 team.not_found) */
export function fetchTeamMember(index: string) {
  return apiData<TeamMember>(`/api/web/team/${encodeURIComponent(index)}`);
}

export const teamMemberQueryOptions = (index: string, language: string) =>
  queryOptions({
    queryKey: ['team', language, index],
    queryFn: () => fetchTeamMember(index),
    staleTime: 10 * 60_000,
  });

export function useTeamMember(index: string) {
  return useQuery(teamMemberQueryOptions(index, currentLanguage()));
}
