import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_PIXELS } from '@harbour/shared';
import { AppError, badRequest } from './errors.js';
import { createWorkQueue, type WorkQueue } from './work-queue.js';

// One libvips thread per image, so the picture queue bounds the cores pictures take and the rest stay
// free for other requests (sharp runs on libuv's pool, which file reads and argon2 share).
sharp.concurrency(1);

/** At most `concurrency` pictures decoded at once; `queueMax` more wait, the next gets 503 `too_many_requests`. */
export function createPictureQueue(opts: { concurrency: number; queueMax: number }): WorkQueue {
  return createWorkQueue({ concurrency: opts.concurrency, maxWaiting: opts.queueMax });
}

export type ImageKind = 'png' | 'jpeg' | 'webp';

/** The format told by the first bytes, whatever the file is called or claims to be. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface ReencodeOptions {
  width: number;
  height: number;
  /** `cover`: cropped to fill the box exactly; `inside`: the whole picture, within the box */
  fit: 'cover' | 'inside';
  /** never scale a smaller picture up */
  withoutEnlargement?: boolean;
  /** WebP quality, 1–100 */
  quality: number;
}

/**
 * A PNG, JPEG or WebP (told by its bytes, and sharp must agree) → a WebP resized to `opts`, turned
 * upright by its EXIF orientation, with no metadata (sharp writes none unless asked, so EXIF, GPS and
 * ICC comments are gone). Anything else, a decoding failure or more than PROFILE_IMAGE_MAX_PIXELS
 * pixels → 400 `image_invalid`. Run it through the app's picture queue.
 */
export async function reencodeImage(data: Buffer, opts: ReencodeOptions): Promise<Buffer> {
  const kind = sniffImage(data);
  if (!kind) throw badRequest('image_invalid');
  try {
    const image = sharp(data, { limitInputPixels: PROFILE_IMAGE_MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== kind) throw badRequest('image_invalid');
    return await image
      .rotate()
      .resize(opts.width, opts.height, {
        fit: opts.fit,
        withoutEnlargement: opts.withoutEnlargement ?? false,
      })
      .webp({ quality: opts.quality })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest('image_invalid');
  }
}
