import { currentLanguage } from './api-client';

const ENDPOINT = '/api/analytics/screen-view';

/**
 * Sends one screen-view event (POST /api/analytics/screen-view `{ path, language }`); never throws.
 * The request goes out once the browser is idle, so it never lengthens the work of showing a page.
 */
export function sendScreenView(path: string): void {
  const body = JSON.stringify({ path: path.slice(0, 300), language: currentLanguage() });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => post(body), { timeout: 2000 });
  else setTimeout(() => post(body), 0);
}

function post(body: string): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    }
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Analytics must never break the page.
  }
}
