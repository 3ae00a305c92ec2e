/* Renders one kit component on its own: i18n (en, vivalinks and checkout catalogues), a query client and
   a memory router. Use after setupAppTests() (it starts i18n and replaces fetch per test). */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';

export function loadKitCatalogues() {
  beforeAll(async () => {
    await loadNamespaces('vivalinks', 'checkout', 'location');
  });
}

export function renderKit(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
