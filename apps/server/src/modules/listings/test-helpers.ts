import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { InvitationKeyProduct } from '@harbour/shared';
import { businessCategories, cities, invitationKeys, mailOutbox } from '../../db/schema/index.js';

/** A picture of one colour. */
export const solid = (width = 960, height = 540, background = '#2266aa') =>
  sharp({ create: { width, height, channels: 3, background } });

export const pngPhoto = (width = 960, height = 540) => solid(width, height).png().toBuffer();

/** A JPEG carrying EXIF (camera owner, orientation) and a GPS-looking comment, as phones write them. */
export const exifJpeg = () =>
  solid(600, 400)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Private Person', Copyright: 'GPS 46.2382N 63.1311W' } })
    .toBuffer();

export interface UploadFile {
  field?: string;
  name?: string;
  type?: string;
  data: Buffer;
}

/** A multipart body as the wizards send it: field `data` (JSON text) and files in `images[]`. */
export function listingMultipart(
  data: unknown,
  files: UploadFile[] = [],
  opts: { dataField?: string | null } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----harbour${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const dataField = opts.dataField === undefined ? 'data' : opts.dataField;
  if (dataField !== null) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${dataField}"\r\n\r\n${text}\r\n`),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'images[]'}"; filename="${f.name ?? 'photo.png'}"\r\n` +
          `Content-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function cityIdByName(app: FastifyInstance, name: string): Promise<number> {
  const [row] = await app.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name));
  if (!row) throw new Error(`no city ${name}`);
  return row.id;
}

export async function businessCategoryIds(app: FastifyInstance): Promise<number[]> {
  const rows = await app.db.select({ id: businessCategories.id }).from(businessCategories);
  return rows.map((r) => r.id);
}

let keyCounter = 0;
/** An invitation key straight in the table (the admin API is tested in its module). */
export async function insertInvitationKey(
  app: FastifyInstance,
  product: InvitationKeyProduct,
  opts: {
    maxUses?: number;
    uses?: number;
    expiresInMs?: number;
    /** the plan and quantity each use gives (none: the default period of an older key) */
    packageId?: number;
    quantity?: number;
  } = {},
): Promise<string> {
  const key = `LISTKEY-${Date.now().toString(36).toUpperCase()}-${++keyCounter}`;
  await app.db.insert(invitationKeys).values({
    key,
    product,
    maxUses: opts.maxUses ?? 1,
    uses: opts.uses ?? 0,
    expiresAt: new Date(Date.now() + (opts.expiresInMs ?? 86_400_000)),
    packageId: opts.packageId ?? null,
    quantity: opts.quantity ?? 1,
  });
  return key;
}

export function mailsOfKind(app: FastifyInstance, kind: string) {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
}

/** The bytes of a stored upload (`/uploads/...`). */
export function storedFile(app: FastifyInstance, url: string): Buffer {
  return readFileSync(path.join(app.config.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));
}

/** Every file under DATA_DIR/uploads/listings/<kind>. */
export function storedListingFiles(app: FastifyInstance, kind: string): string[] {
  try {
    return readdirSync(path.join(app.config.dataDir, 'uploads', 'listings', kind));
  } catch {
    return [];
  }
}
