import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@harbour/shared';
import { apiData } from './api-client';

/** GET /api/web/client-config: `{ captchaEnabled, chatSiteUrl, mapTileUrl }` of this deployment. */
export const clientConfigQueryOptions = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => apiData<ClientConfig>('/api/web/client-config'),
  staleTime: Infinity,
  retry: 1,
});

/**
 * The deployment's client configuration as a TanStack query:
 * `const { data: config, isPending } = useClientConfig(); config?.captchaEnabled`.
 */
export function useClientConfig() {
  return useQuery(clientConfigQueryOptions);
}
