import type { Config } from '../../config.js';
import { createNominatim } from './nominatim.js';
import { createPhoton } from './photon.js';
import type { GeocoderProvider } from './types.js';

export { createNominatim } from './nominatim.js';
export { createPhoton } from './photon.js';
export { GeocoderError, type GeocodedPlace, type GeocodeOptions, type GeocoderProvider } from './types.js';

/** The configured geocoder, or null: then the address search answers from the seeded places. */
export function createGeocoder(config: Config['geocoder'], publicUrl: string): GeocoderProvider | null {
  if (!config.url || !config.provider) return null;
  const opts = { baseUrl: config.url, timeoutMs: config.timeoutMs, userAgent: `Harbour (+${publicUrl})` };
  return config.provider === 'nominatim' ? createNominatim(opts) : createPhoton(opts);
}
