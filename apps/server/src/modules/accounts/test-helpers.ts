import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/build-test-app.js';

export const PASSWORD = 'Maple-leaf-42';

export interface Places {
  peId: number;
  charlottetownId: number;
  summersideId: number;
  nsId: number;
  halifaxId: number;
}

export interface TestContext {
  app: FastifyInstance;
  places: Places;
  dataDir: string;
  close(): Promise<void>;
}

interface ProvinceItem {
  state_id: number;
  state_code: string;
  city_list: { city_id: number; city_name: string }[];
}

/** An app on a fresh database with its uploads in a temporary DATA_DIR. */
export async function startApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harbour-accounts-'));
  const app = await buildTestApp({
    LOGIN_RATE_LIMIT_MAX: '1000',
    RATE_LIMIT_MAX: '100000',
    DATA_DIR: dataDir,
    ...env,
  });
  const res = await app.inject({ method: 'GET', url: '/api/web/provinces/all' });
  const list = res.json<{ data: { state_list: ProvinceItem[] } }>().data.state_list;
  const province = (code: string) => list.find((p) => p.state_code === code)!;
  const city = (code: string, name: string) =>
    province(code).city_list.find((c) => c.city_name === name)!.city_id;
  return {
    app,
    dataDir,
    places: {
      peId: province('PE').state_id,
      charlottetownId: city('PE', 'Charlottetown'),
      summersideId: city('PE', 'Summerside'),
      nsId: province('NS').state_id,
      halifaxId: city('NS', 'Halifax'),
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app of the enclosing file or describe block: started before its tests, closed after them. */
export function setupTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await startApp(env));
  });
  afterAll(() => ctx.close());
  return ctx;
}

let counter = 0;
/** A new unique address for each call. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

export function registrationBody(places: Places, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Amina',
    lastName: 'Haddad',
    email: uniqueEmail(),
    password: PASSWORD,
    address: '',
    postalCode: 'C1A 4P3',
    provinceId: places.peId,
    cityId: places.charlottetownId,
    captcha: '',
    captchaOn: false,
    ...overrides,
  };
}

export function register(
  ctx: TestContext,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({ method: 'POST', url: '/api/registration', payload: body, headers });
}

export function login(
  ctx: TestContext,
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
  more: { captcha?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, captcha: more.captcha ?? '', captchaOn: false },
    remoteAddress,
    headers: more.headers ?? {},
  });
}

/** The `harbour_device` cookie an answer sets, as a Cookie request header. */
export function deviceCookie(res: LightMyRequestResponse): Record<string, string> {
  const set = res.cookies.find((c) => c.name === 'harbour_device');
  if (!set) throw new Error('no harbour_device cookie');
  return { cookie: `harbour_device=${set.value}` };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The mails to `to` (newest first), once the mail work running after the answers is done. */
export async function mailsTo(ctx: TestContext, to: string, kind?: string) {
  await ctx.app.background.drain();
  return ctx.app.db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id));
}

/** The token of the newest mail of this kind to `to`, read from its link. */
export async function tokenFromMail(ctx: TestContext, to: string, kind: string): Promise<string> {
  const [mail] = await mailsTo(ctx, to, kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  const match = /\/([A-Za-z0-9_-]{40,})\/confirm-email|[?&]token=([A-Za-z0-9_-]{40,})/.exec(mail.text);
  if (!match) throw new Error(`no token in the ${kind} mail`);
  return (match[1] ?? match[2])!;
}

export async function findUser(ctx: TestContext, email: string) {
  const [row] = await ctx.app.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export interface SignedIn {
  email: string;
  userId: number;
  token: string;
}

/** Registers, confirms by the mailed link and signs in. */
export async function signUp(ctx: TestContext, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const body = registrationBody(ctx.places, overrides);
  const reg = await register(ctx, body);
  if (reg.statusCode !== 200) throw new Error(`registration failed: ${reg.body}`);
  const token = await tokenFromMail(ctx, body.email, 'confirm_email');
  await ctx.app.inject({ method: 'PATCH', url: '/api/auth/confirm-email', payload: { token } });
  return signIn(ctx, body.email, body.password);
}

export async function signIn(ctx: TestContext, email: string, password = PASSWORD): Promise<SignedIn> {
  const res = await login(ctx, email, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const data = res.json<{ data: { userId: number; token: string } }>().data;
  return { email, userId: data.userId, token: data.token };
}

export const message = (res: LightMyRequestResponse) =>
  res.json<{ meta?: { message: string }; message?: string }>().meta?.message ??
  res.json<{ message: string }>().message;

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipart(
  field: string,
  filename: string,
  contentType: string,
  data: Buffer,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----harbour${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadPicture(ctx: TestContext, token: string, body: ReturnType<typeof multipart>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/web/update-profile-picture',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}
