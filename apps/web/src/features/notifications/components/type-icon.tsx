/** Outline icon paths (24×24) for the kinds of notice; drawn as SVG so they never depend on an emoji font. */
const PATHS: Record<string, string> = {
  road: 'M12 3 2 21h20L12 3Zm0 6v6m0 3v.5',
  weather: 'M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 9.1 4.5 4.5 0 0 0 7 18Z',
  health: 'M12 5v14M5 12h14',
  library: 'M4 5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h12',
  newcomer: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0',
  community: 'M3 11 12 4l9 7v9H3v-9Zm6 9v-5h6v5',
  personal: 'M3 6h18v12H3V6Zm0 0 9 7 9-7',
  business: 'M4 10v10h16V10M3 4h18l1 5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0l1-5Zm7 16v-5h4v5',
};
const GENERAL = 'M4 10v4h3l6 4V6L7 10H4Zm13-1a4 4 0 0 1 0 6';

/** A decorative picture for the kind of notice (the kind is also written out next to it). */
export function TypeIcon({ type, className }: { type: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ?? 'size-4'}
    >
      <path d={PATHS[type] ?? GENERAL} />
    </svg>
  );
}
