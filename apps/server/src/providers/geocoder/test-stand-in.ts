/*
 * Test support: fixtures in the real answer formats of Photon (GET /api, GeoJSON) and Nominatim
 * (GET /search?format=jsonv2&addressdetails=1), served by the weather tests' node:http stand-in.
 */
export { startStandIn, type Answer, type StandIn } from '../weather/test-stand-in.js';

const photonFeature = (lon: number, lat: number, properties: Record<string, unknown>) => ({
  geometry: { coordinates: [lon, lat], type: 'Point' },
  type: 'Feature',
  properties,
});

/** GET /api?q=richmond street charlottetown: a venue, a street, a town in Maine (dropped) and the city. */
export function photonAnswer() {
  return {
    features: [
      photonFeature(-63.1263153, 46.2353383, {
        osm_type: 'W',
        osm_id: 23466410,
        extent: [-63.1272069, 46.2359531, -63.1254035, 46.2346857],
        country: 'Canada',
        osm_key: 'amenity',
        housenumber: '145',
        city: 'Charlottetown',
        street: 'Richmond Street',
        countrycode: 'CA',
        osm_value: 'arts_centre',
        postcode: 'C1A 1J1',
        name: 'Confederation Centre of the Arts',
        county: 'Queens County',
        state: 'Prince Edward Island',
        type: 'house',
      }),
      photonFeature(-63.1282414, 46.2364112, {
        osm_type: 'W',
        osm_id: 23466523,
        extent: [-63.1311849, 46.2375218, -63.1243196, 46.2339905],
        country: 'Canada',
        city: 'Charlottetown',
        countrycode: 'CA',
        postcode: 'C1A 1J7',
        county: 'Queens County',
        type: 'street',
        osm_key: 'highway',
        osm_value: 'residential',
        name: 'Richmond Street',
        state: 'Prince Edward Island',
      }),
      photonFeature(-67.0135519, 44.9120843, {
        osm_type: 'W',
        osm_id: 19857763,
        country: 'United States',
        city: 'Eastport',
        countrycode: 'US',
        postcode: '04631',
        county: 'Washington County',
        type: 'street',
        osm_key: 'highway',
        osm_value: 'residential',
        name: 'Richmond Street',
        state: 'Maine',
      }),
      photonFeature(-63.1313, 46.2382, {
        osm_type: 'R',
        osm_id: 4245399,
        extent: [-63.1769, 46.3186, -63.0686, 46.2167],
        country: 'Canada',
        osm_key: 'place',
        countrycode: 'CA',
        osm_value: 'city',
        name: 'Charlottetown',
        county: 'Queens County',
        state: 'Prince Edward Island',
        type: 'city',
      }),
    ],
    type: 'FeatureCollection',
  };
}

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** GET /search?q=…&format=jsonv2&addressdetails=1: a building in Charlottetown, one in Maine (dropped). */
export function nominatimAnswer(lang: 'en' | 'fr' = 'en') {
  const province = lang === 'fr' ? 'Île-du-Prince-Édouard' : 'Prince Edward Island';
  return [
    {
      place_id: 123456789,
      licence: LICENCE,
      osm_type: 'way',
      osm_id: 23466410,
      lat: '46.2353383',
      lon: '-63.1263153',
      category: 'amenity',
      type: 'arts_centre',
      place_rank: 30,
      importance: 0.3051,
      addresstype: 'amenity',
      name: 'Confederation Centre of the Arts',
      display_name: `Confederation Centre of the Arts, 145, Richmond Street, Charlottetown, Queens County, ${province}, C1A 1J1, Canada`,
      address: {
        amenity: 'Confederation Centre of the Arts',
        house_number: '145',
        road: 'Richmond Street',
        city: 'Charlottetown',
        county: 'Queens County',
        state: province,
        'ISO3166-2-lvl4': 'CA-PE',
        postcode: 'C1A 1J1',
        country: 'Canada',
        country_code: 'ca',
      },
      boundingbox: ['46.2346857', '46.2359531', '-63.1272069', '-63.1254035'],
    },
    {
      place_id: 98765432,
      licence: LICENCE,
      osm_type: 'way',
      osm_id: 19857763,
      lat: '44.9120843',
      lon: '-67.0135519',
      category: 'highway',
      type: 'residential',
      place_rank: 26,
      importance: 0.0533,
      addresstype: 'road',
      name: 'Richmond Street',
      display_name: 'Richmond Street, Eastport, Washington County, Maine, 04631, United States',
      address: {
        road: 'Richmond Street',
        town: 'Eastport',
        county: 'Washington County',
        state: 'Maine',
        'ISO3166-2-lvl4': 'US-ME',
        postcode: '04631',
        country: 'United States',
        country_code: 'us',
      },
      boundingbox: ['44.9100000', '44.9140000', '-67.0150000', '-67.0120000'],
    },
    {
      place_id: 55555555,
      licence: LICENCE,
      osm_type: 'node',
      osm_id: 3339871201,
      lat: '46.2218612',
      lon: '-63.2135742',
      category: 'place',
      type: 'house',
      place_rank: 30,
      importance: 0.00000999,
      addresstype: 'place',
      name: '',
      display_name: `12, Main Street, Cornwall, Queens County, ${province}, C0A 1H0, Canada`,
      address: {
        house_number: '12',
        road: 'Main Street',
        town: 'Cornwall',
        county: 'Queens County',
        state: province,
        'ISO3166-2-lvl4': 'CA-PE',
        postcode: 'C0A 1H0',
        country: 'Canada',
        country_code: 'ca',
      },
      boundingbox: ['46.2218112', '46.2219112', '-63.2136242', '-63.2135242'],
    },
  ];
}

/** Nominatim's answer to a malformed request (HTTP 400). */
export const NOMINATIM_400 = {
  error: { code: 400, message: 'Parameter "format" must be one of: xml, json, jsonv2, geojson, geocodejson' },
};
