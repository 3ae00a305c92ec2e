import 'leaflet/dist/leaflet.css';
import type { PathOptions } from 'leaflet';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { cx } from '@/lib/cx';

export interface ListingMapProps {
  lat: number;
  lon: number;
  /** accessible name of the map ("Map showing …") */
  label: string;
  /** Leaflet tile URL template from the client config; empty shows the marker without tiles */
  tileUrl: string;
  /** 12 for a listing (spec 2); closer for a single venue */
  zoom?: number;
  /** height and frame of the box; a listing's is 300px high (spec 2) */
  className?: string;
  /** stroke and fill of the marker */
  marker?: PathOptions;
  /** a map of its own page is a region; one illustrating something else (an event's venue) a figure */
  role?: 'region' | 'figure';
}

const listingMarker: PathOptions = { color: '#12324a', fillColor: '#1a9484', fillOpacity: 0.9 };

/**
 * Lazy chunk: Leaflet with one marker. The marker is an SVG circle, so it shows even when no tiles
 * load (no tile URL configured, or offline).
 */
export default function ListingMap({
  lat,
  lon,
  label,
  tileUrl,
  zoom = 12,
  className = 'h-[300px] rounded-2xl',
  marker = listingMarker,
  role = 'region',
}: ListingMapProps) {
  return (
    <div className={cx('overflow-hidden border border-slate-200', className)} aria-label={label} role={role}>
      <MapContainer
        center={[lat, lon]}
        zoom={zoom}
        scrollWheelZoom={false}
        // not a Tab stop of its own (its name ran on with the zoom buttons and attribution)
        keyboard={false}
        className="h-full w-full"
        attributionControl={!!tileUrl}
      >
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          />
        )}
        <CircleMarker center={[lat, lon]} radius={10} pathOptions={marker} />
      </MapContainer>
    </div>
  );
}
