import { PROFILE_IMAGE_OUTPUT_SIZE } from '@harbour/shared';
import { reencodeImage } from '../../lib/images.js';

export { sniffImage } from '../../lib/images.js';

/**
 * A PNG, JPEG or WebP upload → a WebP of at most 512×512, turned upright by its EXIF orientation,
 * with no metadata. Anything else, a decoding failure or more than PROFILE_IMAGE_MAX_PIXELS pixels
 * → 400 `image_invalid`.
 */
export function toWebp(data: Buffer): Promise<Buffer> {
  return reencodeImage(data, {
    width: PROFILE_IMAGE_OUTPUT_SIZE,
    height: PROFILE_IMAGE_OUTPUT_SIZE,
    fit: 'inside',
    withoutEnlargement: true,
    quality: 82,
  });
}
