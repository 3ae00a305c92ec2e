import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { InvitationKeyProduct } from '@harbour/shared';
import {
  ageGroups,
  cities,
  eventCategories,
  packages,
  provinces,
  volunteerCategories,
} from '../../db/schema/index.js';
import { localToday } from '../listings/owned-listing.js';

/** A small PNG of one colour. */
export function png(width = 320, height = 180, colour = { r: 20, g: 120, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export interface FormFile {
  field?: string;
  name?: string;
  type?: string;
  body: Buffer;
}

/** A multipart body as the wizards send it: `data` JSON and files (field `images[]` unless told). */
export function listingForm(data: unknown, files: FormFile[] = []) {
  const boundary = `----harbour${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`,
    ),
  ];
  files.forEach((f, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images[]'}"; ` +
          `filename="${f.name ?? `photo-${i}.png`}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart listing form (or, without files, `{ data }` as JSON). */
export function postForm(
  app: FastifyInstance,
  url: string,
  auth: { authorization: string } | null,
  data: unknown,
  files?: FormFile[],
) {
  if (!files) {
    return app.inject({ method: 'POST', url, headers: auth ?? {}, payload: { data } as object });
  }
  const form = listingForm(data, files);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(auth ?? {}), ...form.headers },
    payload: form.payload,
  });
}

/** YYYY-MM-DD `days` from today on Atlantic wall clocks. */
export function dayFromToday(days: number, timeZone = 'America/Halifax'): string {
  const today = localToday(timeZone);
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface Places {
  pei: number;
  ns: number;
  charlottetown: number;
  summerside: number;
  stratford: number;
  allPei: number;
  halifax: number;
}

/** A job as the job wizard sends it (POST /api/createJob), in Charlottetown, starting in a week. */
export function jobPayload(at: Places, overrides: Record<string, unknown> = {}) {
  return {
    job_title: 'Line cook',
    company_name: 'Harbour Kitchen',
    state_id: at.pei,
    city_id: at.charlottetown,
    hourly_wages: 18.5,
    education_qualification: 'High school',
    skill_required: 'Knife skills',
    how_to_apply: 'Send your resume to jobs@example.org',
    job_description: 'Prepare meals in a busy kitchen.',
    location: 'On site',
    address: '12 Water Street, Charlottetown',
    address_lat: 46.23,
    address_long: -63.12,
    number_of_vacancies: 2,
    employment_type: 1,
    language_require: 'English',
    start_date_of_job: dayFromToday(7),
    ...overrides,
  };
}

export async function places(app: FastifyInstance): Promise<Places> {
  const provinceRows = await app.db.select().from(provinces);
  const cityRows = await app.db.select().from(cities);
  const province = (code: string) => provinceRows.find((p) => p.code === code)!.id;
  const city = (name: string) => cityRows.find((c) => c.name === name)!.id;
  return {
    pei: province('PE'),
    ns: province('NS'),
    charlottetown: city('Charlottetown'),
    summerside: city('Summerside'),
    stratford: city('Stratford'),
    allPei: city('All of PEI'),
    halifax: city('Halifax'),
  };
}

export async function lookupIds(app: FastifyInstance) {
  const [cats, ages, volunteerCats] = await Promise.all([
    app.db.select({ id: eventCategories.id }).from(eventCategories),
    app.db.select({ id: ageGroups.id, name: ageGroups.name }).from(ageGroups),
    app.db.select({ id: volunteerCategories.id }).from(volunteerCategories),
  ]);
  return {
    eventCategories: cats.map((c) => c.id),
    ageGroups: ages.map((a) => ({ id: a.id, en: a.name })),
    volunteerCategories: volunteerCats.map((c) => c.id),
  };
}

/** A new invitation key from the admin API. */
export async function issueKey(
  app: FastifyInstance,
  admin: { authorization: string },
  product: InvitationKeyProduct,
  maxUses = 1,
): Promise<string> {
  // a key gives one plan of its product (issue 21 §2): the shortest of each
  const plan = { business: 'business-1m', event: 'event-1w', job: 'job-1m', volunteer: null }[product];
  const [pkg] = plan
    ? await app.db.select({ id: packages.id }).from(packages).where(eq(packages.code, plan))
    : [];
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/invitation-keys',
    headers: admin,
    payload: {
      product,
      ...(pkg ? { package_id: pkg.id } : {}),
      max_uses: maxUses,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { invitation_key: { key: string } } }>().data.invitation_key.key;
}

/** Files under DATA_DIR/uploads/listings/<kind> (a failed registration must leave none). */
export function storedFiles(app: FastifyInstance, kind: string): string[] {
  try {
    return readdirSync(path.join(app.config.dataDir, 'uploads', 'listings', kind));
  } catch {
    return [];
  }
}

/** The `status`/`message` of a second-envelope answer. */
export function answer(res: { statusCode: number; json<T>(): T }) {
  const body = res.json<{ status: number; message: string; data: unknown }>();
  return { code: res.statusCode, status: body.status, message: body.message, data: body.data };
}
