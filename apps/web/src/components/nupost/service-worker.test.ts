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
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  const source = readFileSync(path.join(import.meta.dirname, '../../../public/sw.js'), 'utf8');
  runInNewContext(source, { self, URL });
  const waits: Promise<unknown>[] = [];
  const fire = async (type: string, event: object) => {
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { self, fire };
}

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
});
