import { currentLanguage } from './api-client';

const ENDPOINT = '/api/analytics/screen-view';

/** Sends one screen-view event (POST /api/analytics/screen-view `{ path, language }`); never throws. */
export function sendScreenView(path: string): void {
  const body = JSON.stringify({ path: path.slice(0, 300), language: currentLanguage() });
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
