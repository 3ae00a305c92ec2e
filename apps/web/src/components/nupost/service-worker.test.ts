import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/** public/sw.js run against a stand-in of the worker's global scope. */
function startWorker(windows: Array<{ url: string; focus: () => Promise<unknown> }> = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin: 'https://harbour.example' },
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    skipWaiting: vi.fn(),
    registration: {
      showNotification: vi.fn(async () => undefined),
      pushManager: { subscribe: vi.fn(async () => freshSubscription) },
    },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  const source = readFileSync(path.join(import.meta.dirname, '../../../public/sw.js'), 'utf8');
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/push/public-key'
      ? new Response(JSON.stringify({ data: { public_key: 'AQID', enabled: true } }))
      : new Response('{}', { status: 201 }),
  );
  runInNewContext(source, { self, URL, fetch, atob, btoa, Uint8Array, JSON, String });
  const waits: Promise<unknown>[] = [];
  const fire = async (type: string, event: object) => {
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { self, fire, fetch };
}

const freshSubscription = {
  endpoint: 'https://push.example/new',
  toJSON: () => ({
    endpoint: 'https://push.example/new',
    expirationTime: null,
    keys: { p256dh: 'P', auth: 'A' },
  }),
};
const oldSubscription = (options: object | null) => ({
  endpoint: 'https://push.example/old',
  options,
  toJSON: () => ({ endpoint: 'https://push.example/old', keys: { p256dh: 'p', auth: 'old-secret' } }),
});

const pushOf = (payload: unknown) => ({
  data: { json: () => payload, text: () => JSON.stringify(payload) },
});

describe('service worker', () => {
  it('shows a push in the language and direction it was written for', async () => {
    const { self, fire } = startWorker();
    await fire(
      'push',
      pushOf({
        title: 'خبز طازج',
        body: 'كل سبت',
        lang: 'ar',
        dir: 'rtl',
        url: '/notification-detail?id=5',
        image: null,
        tag: 'nupost-3',
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('خبز طازج', {
      body: 'كل سبت',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: 'https://harbour.example/notification-detail?id=5' },
      tag: 'nupost-3',
      lang: 'ar',
      dir: 'rtl',
    });
  });

  it('never opens another site from a push, and shows a push it cannot read', async () => {
    const { self, fire } = startWorker();
    await fire('push', pushOf({ title: 'Hi', body: 'x', url: 'https://evil.example/' }));
    expect(self.registration.showNotification).toHaveBeenLastCalledWith(
      'Hi',
      expect.objectContaining({ data: { url: 'https://harbour.example/notifications' } }),
    );
    await fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
        text: () => 'plain words',
      },
    });
    expect(self.registration.showNotification).toHaveBeenLastCalledWith(
      'Harbour',
      expect.objectContaining({ body: 'plain words' }),
    );
  });

  it('opens the notice when tapped, or focuses the tab that already shows it', async () => {
    const open = { url: 'https://harbour.example/notification-detail?id=5', focus: vi.fn(async () => open) };
    const { self, fire } = startWorker([open]);
    const close = vi.fn();
    await fire('notificationclick', { notification: { close, data: { url: open.url } } });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();

    await fire('notificationclick', {
      notification: { close, data: { url: 'https://harbour.example/notification-detail?id=6' } },
    });
    expect(self.clients.openWindow).toHaveBeenCalledWith('https://harbour.example/notification-detail?id=6');
  });

  it('shows who sent the notice above its text', async () => {
    const { self, fire } = startWorker();
    await fire('push', pushOf({ title: 'Fresh bread', body: 'At 7', business_name: 'Harbour Bakery' }));
    expect(self.registration.showNotification).toHaveBeenLastCalledWith(
      'Fresh bread',
      expect.objectContaining({ body: 'Harbour Bakery\nAt 7' }),
    );
  });

  it('on pushsubscriptionchange subscribes again with the same key and sends the new one for the old', async () => {
    const key = new Uint8Array([4, 5, 6]).buffer;
    const { self, fire, fetch } = startWorker();
    await fire('pushsubscriptionchange', { oldSubscription: oldSubscription({ applicationServerKey: key }) });
    expect(self.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/push/subscriptions/renew');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(JSON.parse(init!.body as string)).toEqual({
      old_endpoint: 'https://push.example/old',
      old_auth: 'old-secret',
      subscription: freshSubscription.toJSON(),
    });
  });

  it('asks the server for its key when the old subscription does not tell it; does nothing without one', async () => {
    const { self, fire, fetch } = startWorker();
    await fire('pushsubscriptionchange', { oldSubscription: oldSubscription(null) });
    const subscribe = self.registration.pushManager.subscribe.mock.calls[0] as unknown as [
      { applicationServerKey: Uint8Array },
    ];
    expect([...subscribe[0].applicationServerKey]).toEqual([1, 2, 3]);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([
      '/api/push/public-key',
      '/api/push/subscriptions/renew',
    ]);

    const other = startWorker();
    await other.fire('pushsubscriptionchange', { oldSubscription: null });
    expect(other.fetch).not.toHaveBeenCalled();
    expect(other.self.registration.pushManager.subscribe).not.toHaveBeenCalled();
  });
});
