import { PUSH_PAYLOAD_MAX_BYTES, type PushPayload } from '@harbour/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { encodePushPayload, PAYLOAD_JSON_MAX_BYTES } from './push-payload.js';
import { retryAfterMs } from './push-sender.js';
import { endpointAllowed } from './push.service.js';

const payload = (body: string, title = 'Notice'): PushPayload => ({
  v: 1,
  kind: 'nupost',
  notice_id: 1,
  notification_id: 2,
  title,
  body,
  business_name: 'Riverside Library',
  lang: 'hi',
  dir: 'ltr',
  url: '/notifications/2',
  image: null,
  tag: 'nupost-1',
});

describe('push payload', () => {
  it('keeps a short notice whole', () => {
    expect(JSON.parse(encodePushPayload(payload('कल सुबह दस बजे')))).toMatchObject({ body: 'कल सुबह दस बजे' });
  });

  it('cuts a long notice in a three-byte script so the encrypted push stays under 3 KB', () => {
    const json = encodePushPayload(payload('कहानी का समय '.repeat(160), 'शनिवार '.repeat(20)));
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(PAYLOAD_JSON_MAX_BYTES);
    expect(PAYLOAD_JSON_MAX_BYTES + 103).toBe(PUSH_PAYLOAD_MAX_BYTES);
    const parsed = JSON.parse(json) as PushPayload;
    expect(parsed.body.endsWith('…')).toBe(true);
    expect(parsed.body.length).toBeGreaterThan(200);
  });
});

describe('push settings and rules', () => {
  it('is on by default, signed with the address of MAIL_FROM', () => {
    expect(loadConfig({}).push).toEqual({ enabled: true, subject: 'mailto:hello@harbour.local' });
    expect(loadConfig({ PUSH_ENABLED: 'false', VAPID_SUBJECT: 'https://harbour.example' }).push).toEqual({
      enabled: false,
      subject: 'https://harbour.example',
    });
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@harbour.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('posts only to the browsers’ push services in production', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', 'production')).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/QGx', 'production')).toBe(true);
    expect(endpointAllowed('https://169.254.169.254/latest', 'production')).toBe(false);
    expect(endpointAllowed('http://fcm.googleapis.com/fcm/send/abc', 'production')).toBe(false);
    expect(endpointAllowed('https://127.0.0.1:8443/push/x', 'test')).toBe(true);
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs(new Date(Date.now() + 60_000).toUTCString(), Date.now())).toBeGreaterThan(58_000);
    expect(retryAfterMs(undefined)).toBeNull();
  });
});
