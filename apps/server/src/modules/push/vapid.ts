import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { getOrCreateSecret } from '../../db/secrets.js';

export interface VapidKeys {
  /** unpadded base64url of the 65-byte P-256 point (the browser's applicationServerKey) */
  publicKey: string;
  privateKey: string;
}

const VAPID_SECRET_KEY = 'vapid_keys';

/**
 * The VAPID key pair, generated on the first start and kept in `app_secrets`, so every process signs
 * with the same key and subscriptions survive restarts (a new key would orphan them all).
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await getOrCreateSecret(db, VAPID_SECRET_KEY, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const keys = JSON.parse(stored) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
