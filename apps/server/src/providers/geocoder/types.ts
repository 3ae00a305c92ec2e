import type { LanguageTag } from '@harbour/i18n';

/** One place a geocoder found, in Canada. */
export interface GeocodedPlace {
  /** what the suggestion list shows */
  label: string;
  /** what a listing keeps as its address */
  address: string;
  lat: number;
  lon: number;
  /** the place's city (town, village…) as the provider names it, to match against the seeded cities */
  city: string | null;
  /** the province's name as the provider gives it */
  state: string | null;
  /** the province's two-letter code when the provider gives it (Nominatim's ISO 3166-2) */
  stateCode: string | null;
}

export interface GeocodeOptions {
  lang: LanguageTag;
  limit: number;
  /** the centre of the province or city the listing is for: places near it come first */
  near?: { lat: number; lon: number } | undefined;
}

/** Address search of a Photon or Nominatim server. Rejects with GeocoderError when it cannot answer. */
export interface GeocoderProvider {
  readonly name: 'photon' | 'nominatim';
  search(query: string, opts: GeocodeOptions): Promise<GeocodedPlace[]>;
}

/** The geocoder timed out, refused or answered something we cannot read. The message never holds the query. */
export class GeocoderError extends Error {
  override name = 'GeocoderError';
}
