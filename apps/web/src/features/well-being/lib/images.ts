/** Category tags with their own illustration in public/well-being/; others use the default one. */
const TILE_IMAGES = new Set([
  'beauty',
  'physical_health',
  'family_health',
  'hospitals_clinics',
  'mental_health',
]);

export const DEFAULT_IMAGE = '/well-being/default.svg';

export function categoryImage(tag: string): string {
  return TILE_IMAGES.has(tag) ? `/well-being/${tag}.svg` : DEFAULT_IMAGE;
}

/** Only our own images (a path on this site) are shown; anything else gets the default. */
export function listingImage(image: string | null): string {
  return image && /^\/[\w\-/.]+$/.test(image) ? image : DEFAULT_IMAGE;
}
