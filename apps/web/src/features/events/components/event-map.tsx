import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';

export interface EventMapProps {
  lat: number;
  lon: number;
  label: string;
  tileUrl: string;
}

/**
 * Leaflet map of the venue (this module is its own lazy chunk). The marker is an SVG circle, so it
 * shows even when no tiles load (no tile URL configured, or offline).
 */
export default function EventMap({ lat, lon, label, tileUrl }: EventMapProps) {
  return (
    <figure className="h-56 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
      <figcaption className="sr-only">{label}</figcaption>
      <MapContainer
        center={[lat, lon]}
        zoom={15}
        scrollWheelZoom={false}
        className="h-full w-full"
        attributionControl={!!tileUrl}
      >
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          />
        )}
        <CircleMarker
          center={[lat, lon]}
          radius={10}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#b91c1c', fillOpacity: 1 }}
        />
      </MapContainer>
    </figure>
  );
}
