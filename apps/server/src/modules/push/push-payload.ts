import { PUSH_PAYLOAD_MAX_BYTES, type PushPayload } from '@harbour/shared';

/** aes128gcm adds a 86-byte header (salt, record size, key), a 16-byte tag and a 1-byte delimiter. */
const ENCRYPTION_OVERHEAD = 86 + 16 + 1;
/** The JSON may use this much, so the encrypted body stays under PUSH_PAYLOAD_MAX_BYTES. */
export const PAYLOAD_JSON_MAX_BYTES = PUSH_PAYLOAD_MAX_BYTES - ENCRYPTION_OVERHEAD;

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** Cuts `text` to at most `max` characters (code points, so no half emoji), with an ellipsis. */
function cut(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/**
 * The push's JSON, shortened until it fits: the body first, then the title; a picture URL too long
 * to fit is dropped. Everything else is short and bounded by the contracts.
 */
export function encodePushPayload(payload: PushPayload): string {
  let p = payload;
  let json = JSON.stringify(p);
  if (bytes(json) <= PAYLOAD_JSON_MAX_BYTES) return json;
  if (p.image && bytes(p.image) > 500) p = { ...p, image: null };
  let bodyMax = Array.from(p.body).length;
  while (
    bodyMax > 0 &&
    bytes((json = JSON.stringify({ ...p, body: cut(p.body, bodyMax) }))) > PAYLOAD_JSON_MAX_BYTES
  ) {
    bodyMax = Math.floor(bodyMax * 0.8);
  }
  p = { ...p, body: cut(p.body, bodyMax) };
  let titleMax = Array.from(p.title).length;
  while (bytes((json = JSON.stringify({ ...p, title: cut(p.title, titleMax) }))) > PAYLOAD_JSON_MAX_BYTES) {
    titleMax = Math.floor(titleMax * 0.8);
  }
  return json;
}
