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
  const body = typeof data.body === 'string' ? data.body : '';
  // who sent it, above the text: the business's name as the member sees it in the feed
  const from = typeof data.business_name === 'string' && data.business_name ? data.business_name : '';
  const options = {
    body: from ? `${from}\n${body}` : body,
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

/** base64url of an ArrayBuffer, as PushSubscription.toJSON() gives the keys */
function base64url(buffer) {
  const bytes = new Uint8Array(buffer);
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The VAPID public key as bytes, asked of the server when the old subscription does not say it. */
async function serverKey(old) {
  if (old && old.options && old.options.applicationServerKey) return old.options.applicationServerKey;
  const res = await fetch('/api/push/public-key', { credentials: 'omit' });
  const key = (await res.json()).data.public_key;
  const raw = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/**
 * The push service replaced (or expired) the subscription: subscribe again with the same server key and
 * hand the new one to the server in place of the old, which the old one's auth secret proves this browser
 * held (the worker has no session). Without the old one there is nothing to prove: the page's push button
 * subscribes again on the member's next visit.
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  if (!old) return;
  event.waitUntil(
    (async () => {
      const fresh =
        event.newSubscription ||
        (await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: await serverKey(old),
        }));
      const oldKeys = old.toJSON().keys || {};
      const auth = oldKeys.auth || (old.getKey ? base64url(old.getKey('auth')) : '');
      await fetch('/api/push/subscriptions/renew', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ old_endpoint: old.endpoint, old_auth: auth, subscription: fresh.toJSON() }),
      });
    })(),
  );
});
