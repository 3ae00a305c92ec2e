import { QueryClient } from '@tanstack/react-query';
import { SOMETHING_WENT_WRONG } from '@harbour/shared';

/**
 * Retry once only when the call failed for no stated reason (network, unexpected server error); an
 * answer with a message key (not found, unavailable, bad input) is deliberate and asking again
 * only keeps the spinner on screen.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof Error && error.message === SOMETHING_WENT_WRONG;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}
