import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';

export interface ListingMapProps {
  lat: number;
  lon: number;
  /** accessible name of the map ("Map showing …") */
  label: string;
  /** Leaflet tile URL template from the client config; empty shows the marker without tiles */
  tileUrl: string;
}

/** Lazy chunk: Leaflet with one marker (zoom 12, 300px high, spec 2). */
export default function ListingMap({ lat, lon, label, tileUrl }: ListingMapProps) {
  return (
    <div
      className="h-[300px] overflow-hidden rounded-2xl border border-slate-200"
      aria-label={label}
      role="region"
    >
      <MapContainer center={[lat, lon]} zoom={12} scrollWheelZoom={false} className="h-full w-full">
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          />
        )}
        <CircleMarker
          center={[lat, lon]}
          radius={10}
          pathOptions={{ color: '#12324a', fillColor: '#1a9484', fillOpacity: 0.9 }}
        />
      </MapContainer>
    </div>
  );
}
