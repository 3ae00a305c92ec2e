import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityItem, ProvinceItem } from '@harbour/shared';
import {
  PROVINCE_SHAPES,
  boundsOf,
  isProvinceCode,
  makeProjection,
  ringsToPath,
  type LonLat,
} from '../lib/geo';
import { layoutLabels } from '../lib/label-layout';
import { browserMeasure } from '../lib/measure-text';
import { spreadPins } from '../lib/spread-pins';
import { MapButton } from './map-button';
import { useProvinceName } from '@/components/account/province-city-fields';

export interface ProvinceCityMapProps {
  province: ProvinceItem;
  /** The cities shown as pins (the province-wide choice is not one of them). */
  cities: readonly CityItem[];
  onChoose: (city: CityItem) => void;
  isDisabled?: boolean;
}

const WIDTH = 1000;
const FONT = 30;
const PIN = 13;

/** The province outline with a labelled, focusable pin per city placed from its lat/lon. */
export function ProvinceCityMap({ province, cities, onChoose, isDisabled }: ProvinceCityMapProps) {
  const { t } = useTranslation('location');
  const provinceName = useProvinceName();
  const code = province.state_code.toUpperCase();

  const drawing = useMemo(() => {
    const rings = isProvinceCode(code) ? PROVINCE_SHAPES[code].rings : [];
    const points: LonLat[] = cities.map((c) => [c.lon, c.lat]);
    const bounds = boundsOf(rings, points);
    // A lone city without an outline still needs a box around it.
    if (bounds.maxLon - bounds.minLon < 0.2) {
      bounds.minLon -= 0.5;
      bounds.maxLon += 0.5;
    }
    if (bounds.maxLat - bounds.minLat < 0.2) {
      bounds.minLat -= 0.3;
      bounds.maxLat += 0.3;
    }
    const projection = makeProjection(bounds, WIDTH, 0.08);
    const exact = points.map((p) => projection.project(p));
    const shown = spreadPins(exact, PIN * 2.6);
    const labels = layoutLabels(
      cities.map((c, i) => ({ id: c.city_id, x: shown[i]![0], y: shown[i]![1], text: c.city_name })),
      {
        width: projection.width,
        height: projection.height,
        fontSize: FONT,
        pinRadius: PIN,
        measure: browserMeasure(),
      },
    );
    return { projection, exact, shown, labels, outline: ringsToPath(rings, projection) };
  }, [cities, code]);

  const { projection, exact, shown, labels, outline } = drawing;

  return (
    <svg
      viewBox={`0 0 ${projection.width} ${projection.height}`}
      role="group"
      aria-label={t('city.map_label', { province: provinceName(province) })}
      className="h-auto max-h-[70vh] w-full"
    >
      <rect width={projection.width} height={projection.height} rx={24} className="fill-harbour-100" />
      {outline && (
        <path
          d={outline}
          className="fill-sand-200 stroke-harbour-700"
          strokeWidth={3}
          strokeLinejoin="round"
        />
      )}
      {cities.map((city, i) => {
        const [tx, ty] = exact[i]!;
        const [x, y] = shown[i]!;
        const label = labels[i]!;
        const moved = Math.hypot(x - tx, y - ty) > 1;
        return (
          <MapButton
            key={city.city_id}
            label={city.city_name}
            onActivate={() => onChoose(city)}
            isDisabled={isDisabled}
          >
            {/* A larger invisible target than the pin itself. */}
            <circle cx={x} cy={y} r={PIN * 2.4} fill="transparent" />
            {moved && (
              <>
                <line x1={tx} y1={ty} x2={x} y2={y} className="stroke-harbour-800" strokeWidth={2} />
                <circle cx={tx} cy={ty} r={4} className="fill-harbour-800" />
              </>
            )}
            {label.leader && (
              <line
                x1={x}
                y1={y}
                x2={label.x}
                y2={label.y}
                className="stroke-harbour-700"
                strokeWidth={1.5}
              />
            )}
            <circle
              cx={x}
              cy={y}
              r={PIN * 1.9}
              className="fill-none stroke-transparent group-focus-visible:stroke-(--color-focus)"
              strokeWidth={5}
            />
            <circle
              cx={x}
              cy={y}
              r={PIN}
              stroke="white"
              strokeWidth={4}
              className="fill-sea-600 transition-colors group-hover:fill-harbour-800 group-focus-visible:fill-harbour-800"
            />
            <text
              x={label.x}
              y={label.y}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={FONT}
              stroke="white"
              strokeWidth={7}
              paintOrder="stroke"
              strokeLinejoin="round"
              className="fill-harbour-900 font-semibold group-hover:underline group-focus-visible:underline"
              aria-hidden="true"
            >
              {city.city_name}
            </text>
          </MapButton>
        );
      })}
    </svg>
  );
}
