import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from './lib/i18n';
import i18next from 'i18next';
import { createQueryClient, refetchOnLanguageChange } from './app/query-client';
import { createAppRouter } from './app/router';
import './styles.css';

const queryClient = createQueryClient();
refetchOnLanguageChange(queryClient, i18next);
const container = document.getElementById('root')!;

/**
 * Lets the browser run input and paint between two long pieces of start-up work. Evaluating the entry
 * is one task that cannot be split; creating the router (matching the URL, starting the first page's
 * code) comes in the next one, so neither holds the main thread as long as both did (on a phone the
 * two together blocked input about 190 ms). A message, not a timer: timers wait longer in some tabs.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

declare global {
  interface Window {
    /** Set by the first screen's boot script (server `plugins/first-screen-boot.ts`) on pages that have one. */
    harbourPreloadsAdded?: Promise<void>;
  }
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Once the router has the first page's code, when `#root` holds the server's first screen: it stays
 * until the page can replace it. Pages without one render at once and show the router's loading state.
 */
function firstPageLoaded(router: AppRouter): Promise<void> {
  if (router.state.initialized || !container.hasChildNodes()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function render(router: AppRouter) {
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (the screen shows the same page, all at once).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

// No top-level await here: with one, the build splits a runtime chunk off the entry and the page's
// HTML gets two entry scripts, the second fetched before the first screen paints.
const catalogue = initI18n();
void nextTask()
  // the first screen's preloads go in a few per task: the router's loader must see them all
  .then(() => window.harbourPreloadsAdded)
  .then(() => {
    // The router starts fetching the first page's code while the catalogue loads.
    const router = createAppRouter();
    return Promise.all([catalogue, firstPageLoaded(router)]).then(() => render(router));
  });
