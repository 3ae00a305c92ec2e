/**
 * Simplified outlines of the four Atlantic provinces as [longitude, latitude] rings, drawn by hand
 * from the real coastlines (a few dozen points each: recognisable, not survey-grade), and a small
 * projection that places them, and city pins from their lat/lon, in an SVG box.
 */
export type LonLat = readonly [number, number];
export type Ring = readonly LonLat[];

export const PROVINCE_CODES = ['NB', 'PE', 'NS', 'NL'] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

const NEW_BRUNSWICK: Ring = [
  [-69.05, 47.42],
  [-68.6, 47.9],
  [-68.3, 47.92],
  [-67.6, 47.98],
  [-67.0, 48.1],
  [-66.4, 48.05],
  [-65.9, 47.95],
  [-65.6, 47.65],
  [-65.2, 47.8],
  [-64.9, 47.85],
  [-64.5, 47.92],
  [-64.65, 47.6],
  [-64.85, 47.1],
  [-64.8, 46.75],
  [-64.6, 46.35],
  [-64.35, 46.25],
  [-64.0, 46.2],
  [-63.78, 46.12],
  [-64.0, 46.0],
  [-64.3, 45.85],
  [-64.5, 45.85],
  [-64.75, 45.6],
  [-65.3, 45.45],
  [-65.9, 45.25],
  [-66.2, 45.2],
  [-66.6, 45.1],
  [-67.0, 45.05],
  [-67.15, 45.15],
  [-67.45, 45.6],
  [-67.8, 45.7],
  [-67.8, 47.07],
  [-68.25, 47.35],
  [-68.9, 47.18],
];

const PRINCE_EDWARD_ISLAND: Ring = [
  [-63.99, 47.06],
  [-63.97, 46.85],
  [-63.88, 46.68],
  [-63.78, 46.53],
  [-63.6, 46.5],
  [-63.38, 46.5],
  [-63.2, 46.44],
  [-63.0, 46.41],
  [-62.6, 46.43],
  [-62.07, 46.47],
  [-61.97, 46.45],
  [-62.1, 46.4],
  [-62.25, 46.35],
  [-62.5, 46.2],
  [-62.45, 46.0],
  [-62.74, 45.95],
  [-62.9, 46.08],
  [-63.04, 46.05],
  [-63.12, 46.17],
  [-63.25, 46.12],
  [-63.49, 46.2],
  [-63.7, 46.25],
  [-63.8, 46.36],
  [-64.13, 46.4],
  [-64.41, 46.62],
  [-64.2, 46.8],
  [-64.03, 46.95],
];

const NOVA_SCOTIA_MAINLAND: Ring = [
  [-64.3, 45.85],
  [-64.0, 46.0],
  [-63.7, 45.88],
  [-63.3, 45.8],
  [-62.9, 45.75],
  [-62.6, 45.65],
  [-62.0, 45.6],
  [-61.9, 45.88],
  [-61.6, 45.65],
  [-61.45, 45.6],
  [-61.2, 45.4],
  [-61.0, 45.3],
  [-61.4, 45.15],
  [-62.0, 44.95],
  [-62.7, 44.75],
  [-63.3, 44.62],
  [-63.6, 44.45],
  [-63.95, 44.5],
  [-64.3, 44.35],
  [-64.6, 44.1],
  [-65.0, 43.8],
  [-65.45, 43.5],
  [-65.75, 43.62],
  [-66.15, 43.85],
  [-66.1, 44.3],
  [-65.75, 44.6],
  [-65.3, 44.85],
  [-64.8, 45.1],
  [-64.4, 45.15],
  [-64.0, 45.25],
  [-63.6, 45.35],
  [-64.2, 45.37],
  [-64.85, 45.32],
  [-64.6, 45.55],
];

const CAPE_BRETON: Ring = [
  [-61.4, 45.62],
  [-61.55, 46.05],
  [-61.3, 46.45],
  [-60.95, 46.85],
  [-60.6, 47.03],
  [-60.4, 46.95],
  [-60.35, 46.65],
  [-60.2, 46.35],
  [-59.85, 46.2],
  [-59.95, 45.93],
  [-60.5, 45.65],
  [-61.0, 45.55],
];

const NEWFOUNDLAND: Ring = [
  [-59.3, 47.62],
  [-59.2, 48.3],
  [-58.8, 48.55],
  [-58.3, 49.05],
  [-57.95, 49.55],
  [-57.5, 50.3],
  [-57.0, 50.95],
  [-56.3, 51.45],
  [-55.85, 51.62],
  [-55.45, 51.55],
  [-55.6, 51.2],
  [-56.05, 50.55],
  [-56.2, 50.05],
  [-55.85, 49.95],
  [-55.5, 49.55],
  [-54.95, 49.6],
  [-54.3, 49.55],
  [-53.6, 49.3],
  [-53.45, 49.0],
  [-53.1, 48.65],
  [-53.6, 48.35],
  [-53.9, 47.8],
  [-53.5, 47.85],
  [-53.2, 48.05],
  [-52.85, 48.1],
  [-52.65, 47.6],
  [-52.7, 47.1],
  [-53.05, 46.65],
  [-53.6, 46.65],
  [-53.6, 47.0],
  [-53.95, 47.25],
  [-54.2, 47.4],
  [-54.5, 47.2],
  [-55.0, 46.95],
  [-55.45, 46.88],
  [-55.9, 47.05],
  [-55.4, 47.55],
  [-56.0, 47.62],
  [-56.8, 47.62],
  [-57.6, 47.62],
  [-58.4, 47.65],
];

const LABRADOR: Ring = [
  [-57.1, 51.42],
  [-57.1, 52.0],
  [-61.0, 52.0],
  [-63.8, 52.0],
  [-64.2, 51.6],
  [-64.6, 52.1],
  [-65.3, 52.1],
  [-66.3, 52.15],
  [-67.2, 52.9],
  [-66.9, 53.6],
  [-67.7, 54.5],
  [-67.0, 55.3],
  [-66.2, 55.9],
  [-65.5, 56.6],
  [-65.2, 57.4],
  [-64.6, 58.0],
  [-64.2, 58.8],
  [-64.5, 59.5],
  [-64.4, 60.3],
  [-63.6, 59.3],
  [-63.3, 58.6],
  [-62.4, 57.9],
  [-61.8, 57.3],
  [-61.6, 56.6],
  [-61.0, 56.0],
  [-60.2, 55.5],
  [-59.3, 55.2],
  [-58.5, 54.9],
  [-57.9, 54.55],
  [-57.3, 54.2],
  [-57.0, 53.7],
  [-56.2, 53.3],
  [-55.8, 52.6],
  [-55.7, 52.1],
  [-56.2, 51.7],
];

export interface ProvinceShape {
  code: ProvinceCode;
  rings: readonly Ring[];
  /** Where the name is written on the overview map. */
  label: LonLat;
}

export const PROVINCE_SHAPES: Record<ProvinceCode, ProvinceShape> = {
  NB: { code: 'NB', rings: [NEW_BRUNSWICK], label: [-66.3, 46.75] },
  PE: { code: 'PE', rings: [PRINCE_EDWARD_ISLAND], label: [-62.9, 47.35] },
  NS: { code: 'NS', rings: [NOVA_SCOTIA_MAINLAND, CAPE_BRETON], label: [-62.2, 44.35] },
  NL: { code: 'NL', rings: [NEWFOUNDLAND, LABRADOR], label: [-61.6, 54.3] },
};

export function isProvinceCode(value: string): value is ProvinceCode {
  return (PROVINCE_CODES as readonly string[]).includes(value);
}

export interface Bounds {
  minLon: number;
  maxLon: number;
  minLat: number;
  maxLat: number;
}

export function boundsOf(rings: readonly Ring[], extra: readonly LonLat[] = []): Bounds {
  const b = { minLon: Infinity, maxLon: -Infinity, minLat: Infinity, maxLat: -Infinity };
  for (const [lon, lat] of [...rings.flat(), ...extra]) {
    b.minLon = Math.min(b.minLon, lon);
    b.maxLon = Math.max(b.maxLon, lon);
    b.minLat = Math.min(b.minLat, lat);
    b.maxLat = Math.max(b.maxLat, lat);
  }
  return b;
}

export interface Projection {
  width: number;
  height: number;
  /** [lon, lat] → [x, y] in the SVG box (y grows downwards). */
  project(point: LonLat): [number, number];
}

/**
 * Equirectangular projection with longitudes scaled by cos(mid-latitude): faithful shapes at
 * this size. `padding` is a fraction of the width added around the bounds.
 */
export function makeProjection(bounds: Bounds, width = 1000, padding = 0.05): Projection {
  const midLat = (bounds.minLat + bounds.maxLat) / 2;
  const kx = Math.cos((midLat * Math.PI) / 180);
  const spanX = (bounds.maxLon - bounds.minLon) * kx;
  const pad = width * padding;
  const scale = (width - 2 * pad) / spanX;
  const height = (bounds.maxLat - bounds.minLat) * scale + 2 * pad;
  return {
    width,
    height: Math.round(height),
    project: ([lon, lat]) => [pad + (lon - bounds.minLon) * kx * scale, pad + (bounds.maxLat - lat) * scale],
  };
}

/** SVG path data of closed rings. */
export function ringsToPath(rings: readonly Ring[], projection: Projection): string {
  return rings
    .map(
      (ring) =>
        ring
          .map((pt, i) => {
            const [x, y] = projection.project(pt);
            return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
          })
          .join('') + 'Z',
    )
    .join('');
}
