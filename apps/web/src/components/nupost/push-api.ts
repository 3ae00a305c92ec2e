import { queryOptions } from '@tanstack/react-query';
import type { PushPublicKeyData, PushSubscriptionInput } from '@harbour/shared';
import { apiData } from '@/lib/api-client';

/** GET /api/push/public-key: the VAPID key, and whether the server sends pushes at all. */
export const pushPublicKeyQuery = queryOptions({
  queryKey: ['push', 'public-key'],
  queryFn: () => apiData<PushPublicKeyData>('/api/push/public-key'),
  staleTime: Infinity,
});

export const saveSubscription = (subscription: PushSubscriptionInput) =>
  apiData<{ id: number }>('/api/push/subscriptions', { method: 'POST', body: subscription });

export const forgetSubscription = (endpoint: string) =>
  apiData<{ removed: boolean }>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });

/** The VAPID key as `applicationServerKey` wants it (unpadded base64url → bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What this browser allows: pushes, none, or (iPhone/iPad in Safari) only once Harbour is on the Home Screen. */
export type PushSupport = 'supported' | 'unsupported' | 'install-first';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return 'unsupported';
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'supported';
  const apple =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  return apple ? 'install-first' : 'unsupported';
}

/** This device's push subscription for Harbour, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the browser's permission (this must be the first thing a tap does: Safari asks only inside the
 * tap), registers the service worker, subscribes and gives the subscription to the server.
 * Answers the permission the browser gave.
 */
export async function subscribeThisDevice(publicKey: string): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  try {
    await saveSubscription(subscription.toJSON() as PushSubscriptionInput);
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
  return permission;
}

export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await forgetSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
