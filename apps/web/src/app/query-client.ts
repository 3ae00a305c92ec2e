import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
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

/**
 * Answers are in the language the call was made in (city names, categories, plans, listings), and
 * not every query key carries it: after a language change every query is stale, and those on
 * screen are asked again in the new language.
 */
export function refetchOnLanguageChange(queryClient: QueryClient, i18n: I18n): () => void {
  const onChange = () => void queryClient.invalidateQueries();
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
