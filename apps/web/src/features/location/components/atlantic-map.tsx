import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProvinceItem } from '@harbour/shared';
import {
  PROVINCE_CODES,
  PROVINCE_SHAPES,
  boundsOf,
  makeProjection,
  ringsToPath,
  type LonLat,
  type ProvinceCode,
} from '../lib/geo';
import { useProvinceName } from '@/components/account/province-city-fields';
import { splitLabel } from '../lib/spread-pins';
import { MapButton } from './map-button';

export interface AtlanticMapProps {
  provinces: readonly ProvinceItem[];
  onChoose: (province: ProvinceItem) => void;
  isDisabled?: boolean;
}

const FONT = 28;
const NORTH_EDGE = 55.4;
/** PEI is small: its name sits in the Gulf with a line to the island. */
const PEI_ANCHOR: LonLat = [-63.25, 46.45];
const WATER_LABELS: Array<{ key: 'gulf' | 'atlantic'; at: LonLat }> = [
  { key: 'gulf', at: [-61.3, 48.55] },
  { key: 'atlantic', at: [-57.2, 45.4] },
];

/** The four Atlantic provinces; each one the API lists is a button named after it. */
export function AtlanticMap({ provinces, onChoose, isDisabled }: AtlanticMapProps) {
  const { t } = useTranslation('location');
  const provinceName = useProvinceName();
  const projection = useMemo(() => {
    const bounds = boundsOf(PROVINCE_CODES.flatMap((c) => PROVINCE_SHAPES[c].rings));
    // Northern Labrador runs off the top edge, so the Maritimes get room to be seen and tapped.
    bounds.maxLat = NORTH_EDGE;
    return makeProjection(bounds, 1000, 0.04);
  }, []);
  const byCode = new Map(provinces.map((p) => [p.state_code.toUpperCase(), p]));

  const renderLabel = (code: ProvinceCode, name: string) => {
    const [x, y] = projection.project(PROVINCE_SHAPES[code].label);
    const lines = code === 'NL' ? [name] : splitLabel(name);
    const top = y - ((lines.length - 1) * FONT * 1.15) / 2;
    return (
      <g aria-hidden="true">
        {code === 'PE' && (
          <line
            x1={x}
            y1={top + (lines.length - 0.5) * FONT * 1.15}
            x2={projection.project(PEI_ANCHOR)[0]}
            y2={projection.project(PEI_ANCHOR)[1]}
            className="stroke-harbour-800"
            strokeWidth={2}
          />
        )}
        <text
          x={x}
          y={top}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={FONT}
          className="fill-harbour-900 font-semibold group-hover:fill-black"
          stroke="white"
          strokeWidth={6}
          paintOrder="stroke"
          strokeLinejoin="round"
        >
          {lines.map((line, i) => (
            <tspan key={i} x={x} dy={i === 0 ? 0 : FONT * 1.15}>
              {line}
            </tspan>
          ))}
        </text>
      </g>
    );
  };

  return (
    <svg
      viewBox={`0 0 ${projection.width} ${projection.height}`}
      role="group"
      aria-label={t('province.map_label')}
      className="h-auto max-h-[80vh] w-full"
    >
      <defs>
        <clipPath id="atlantic-map-frame">
          <rect width={projection.width} height={projection.height} rx={24} />
        </clipPath>
      </defs>
      <rect width={projection.width} height={projection.height} rx={24} className="fill-harbour-100" />
      <g clipPath="url(#atlantic-map-frame)">
        {WATER_LABELS.map(({ key, at }) => {
          const [x, y] = projection.project(at);
          return (
            <text
              key={key}
              x={x}
              y={y}
              textAnchor="middle"
              fontSize={20}
              fontStyle="italic"
              className="fill-harbour-700"
              aria-hidden="true"
            >
              {t(`water.${key}`)}
            </text>
          );
        })}
        {PROVINCE_CODES.map((code) => {
          const province = byCode.get(code);
          const d = ringsToPath(PROVINCE_SHAPES[code].rings, projection);
          if (!province) {
            return (
              <g key={code} aria-hidden="true">
                <path
                  d={d}
                  className="fill-slate-200 stroke-slate-400"
                  strokeWidth={2}
                  strokeLinejoin="round"
                />
              </g>
            );
          }
          return (
            <MapButton
              key={code}
              label={provinceName(province)}
              onActivate={() => onChoose(province)}
              isDisabled={isDisabled}
            >
              <path
                d={d}
                strokeWidth={2.5}
                strokeLinejoin="round"
                className="fill-sand-200 stroke-harbour-700 transition-colors group-hover:fill-sea-200 group-focus-visible:fill-sea-200 group-focus-visible:stroke-(--color-focus) group-focus-visible:[stroke-width:6]"
              />
              {renderLabel(code, provinceName(province))}
            </MapButton>
          );
        })}
      </g>
    </svg>
  );
}
