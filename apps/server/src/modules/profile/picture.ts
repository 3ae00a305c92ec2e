import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_OUTPUT_SIZE } from '@harbour/shared';
import { badRequest } from '../../lib/errors.js';
import { createWorkQueue, type WorkQueue } from '../../lib/work-queue.js';

// One libvips thread per image, so the pictures queue below bounds the cores pictures take and the
// rest stay free for other requests (sharp runs on libuv's pool, which file reads and argon2 share).
sharp.concurrency(1);

/** At most `concurrency` pictures decoded at once; `queueMax` more wait, the next gets 503 `too_many_requests`. */
export function createPictureQueue(opts: { concurrency: number; queueMax: number }): WorkQueue {
  return createWorkQueue({ concurrency: opts.concurrency, maxWaiting: opts.queueMax });
}

type ImageKind = 'png' | 'jpeg' | 'webp';

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

/**
 * A PNG, JPEG or WebP upload → a WebP of at most 512×512, turned upright by its EXIF orientation,
 * with no metadata (sharp drops it unless asked to keep it). Anything else, a decoding failure or
 * more than PROFILE_IMAGE_MAX_PIXELS pixels → 400 `image_invalid`.
 */
export async function toWebp(data: Buffer): Promise<Buffer> {
  const kind = sniffImage(data);
  if (!kind) throw badRequest('image_invalid');
  try {
    const image = sharp(data, { limitInputPixels: PROFILE_IMAGE_MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== kind) throw badRequest('image_invalid');
    return await image
      .rotate()
      .resize(PROFILE_IMAGE_OUTPUT_SIZE, PROFILE_IMAGE_OUTPUT_SIZE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof Error && err.name === 'AppError') throw err;
    throw badRequest('image_invalid');
  }
}
