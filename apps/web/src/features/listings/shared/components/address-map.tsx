import 'leaflet/dist/leaflet.css';
import { divIcon, point as pixel, type LatLng, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

/** Spec 3 §2: the map starts on Charlottetown at zoom 14. */
export const DEFAULT_CENTRE = { lat: 46.245, lon: -63.125 };
export const DEFAULT_ZOOM = 14;
/** Pixels an arrow key moves the pin; with Shift, five times as far. */
const KEY_STEP = 10;

export interface AddressMapProps {
  /** the chosen point, or null while there is none (the pin then waits, dimmed, where it was) */
  point: { lat: number; lon: number } | null;
  /** Leaflet tile URL template from the client config; empty shows the pin without tiles */
  tileUrl: string;
  /** accessible name of the map */
  label: string;
  /** accessible name of the pin */
  pinLabel: string;
  /** id of the text telling how to move the pin */
  describedBy: string;
  onMove: (lat: number, lon: number) => void;
}

// An SVG pin (no image files to resolve, and it shows without tiles); classes, not inline styles.
const PIN = divIcon({
  className:
    'rounded-full text-harbour-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harbour-600',
  html:
    '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">' +
    '<path fill="currentColor" stroke="#ffffff" stroke-width="2" d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z"/>' +
    '<circle cx="16" cy="15.5" r="5.5" fill="#ffffff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Keeps a newly chosen point in view without moving the map under a pin the user is placing. */
function FollowPoint({ point }: { point: AddressMapProps['point'] }) {
  const map = useMap();
  const lat = point?.lat;
  const lon = point?.lon;
  useEffect(() => {
    if (lat == null || lon == null) return;
    if (!map.getBounds().contains([lat, lon])) map.setView([lat, lon], Math.max(map.getZoom(), DEFAULT_ZOOM));
  }, [map, lat, lon]);
  return null;
}

function Pin({
  position,
  isSet,
  pinLabel,
  describedBy,
  onMove,
}: {
  position: { lat: number; lon: number };
  isSet: boolean;
  pinLabel: string;
  describedBy: string;
  onMove: (latlng: LatLng) => void;
}) {
  const map = useMap();
  const markerRef = useRef<LeafletMarker>(null);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });
  useMapEvents({ click: (e) => onMoveRef.current(e.latlng) });

  useEffect(() => {
    const marker = markerRef.current;
    const el = marker?.getElement();
    if (!marker || !el) return;
    el.setAttribute('role', 'button');
    el.setAttribute('aria-label', pinLabel);
    el.setAttribute('aria-describedby', describedBy);
    el.classList.toggle('opacity-60', !isSet);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        // a button: Enter or Space keeps the point where the pin stands
        e.preventDefault();
        onMoveRef.current(marker.getLatLng());
        return;
      }
      const step = e.shiftKey ? KEY_STEP * 5 : KEY_STEP;
      const move = {
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
      }[e.key];
      if (!move) return;
      // the map itself pans with the arrow keys: the pin moves instead
      e.preventDefault();
      e.stopPropagation();
      const at = map.latLngToContainerPoint(marker.getLatLng()).add(pixel(move[0]!, move[1]!));
      onMoveRef.current(map.containerPointToLatLng(at));
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [map, pinLabel, describedBy, isSet]);

  return (
    <Marker
      ref={markerRef}
      position={[position.lat, position.lon]}
      icon={PIN}
      draggable
      keyboard
      autoPan
      eventHandlers={{
        dragend: () => markerRef.current && onMoveRef.current(markerRef.current.getLatLng()),
        // a click keeps the point where the pin stands
        click: () => markerRef.current && onMoveRef.current(markerRef.current.getLatLng()),
      }}
    />
  );
}

/**
 * Lazy chunk of the address field: a Leaflet map with a pin to drag, to place with a click, or to
 * move with the arrow keys once focused (Tab reaches it).
 */
export default function AddressMap({
  point,
  tileUrl,
  label,
  pinLabel,
  describedBy,
  onMove,
}: AddressMapProps) {
  const [last, setLast] = useState(point ?? DEFAULT_CENTRE);
  if (point && (point.lat !== last.lat || point.lon !== last.lon)) setLast(point);
  const position = point ?? last;
  const move = (latlng: LatLng) => {
    const next = { lat: round(latlng.lat), lon: round(latlng.lng) };
    // the pin stays where it was put even if the form keeps no point without an address
    setLast(next);
    onMove(next.lat, next.lon);
  };

  return (
    <div role="group" aria-label={label} className="h-56 overflow-hidden rounded-lg border border-slate-300">
      <MapContainer
        center={[position.lat, position.lon]}
        zoom={DEFAULT_ZOOM}
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
        <FollowPoint point={point} />
        <Pin
          position={position}
          isSet={point !== null}
          pinLabel={pinLabel}
          describedBy={describedBy}
          onMove={move}
        />
      </MapContainer>
    </div>
  );
}
