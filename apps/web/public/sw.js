/* global self */
/* Harbour's service worker (scope '/'): shows NuPOST pushes and opens them when tapped.
 * It caches nothing, so the app is always what the server serves. Plain script: it is copied to the
 * build as it is and served with `Cache-Control: no-cache` (plugins/web.ts), so updates reach users at once. */

const ICON = '/icons/icon-192.png';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only this site's pages are opened; anything else goes to the notifications feed. */
function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === 'string' && value ? value : '/notifications', self.location.origin);
    return url.origin === self.location.origin
      ? url.href
      : new URL('/notifications', self.location.origin).href;
  } catch {
    return new URL('/notifications', self.location.origin).href;
  }
}

function readPayload(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const title = typeof data.title === 'string' && data.title ? data.title : 'Harbour';
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: ICON,
    badge: ICON,
    data: { url: sameOriginUrl(data.url) },
  };
  if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
  if (typeof data.lang === 'string' && data.lang) options.lang = data.lang;
  if (data.dir === 'rtl' || data.dir === 'ltr') options.dir = data.dir;
  if (typeof data.image === 'string' && data.image) options.image = data.image;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      // an open tab is never navigated away (it may hold a half-written form): a new one opens
      if (same) return same.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
