import type { WeatherIcon as Kind } from '@harbour/shared';
import { cx } from '@/lib/cx';

/** A cloud drawn in a 24-unit box, lifted when rain, snow or fog falls under it. */
const CLOUD = 'M7 17A4 4 0 0 1 7.2 9A5.5 5.5 0 0 1 17.5 9A4 4 0 0 1 17.5 17Z';
const LIFTED = 'translate(0 -3)';

const COLOURS: Record<Kind, string> = {
  clear: 'text-amber-500',
  clouds: 'text-slate-500',
  fog: 'text-slate-500',
  drizzle: 'text-sky-600',
  rain: 'text-sky-700',
  snow: 'text-sky-500',
  thunderstorm: 'text-indigo-700',
};

function Shape({ kind }: { kind: Kind }) {
  switch (kind) {
    case 'clear':
      return (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8" />
        </>
      );
    case 'clouds':
      return <path d={CLOUD} />;
    case 'fog':
      return (
        <>
          <path d={CLOUD} transform={LIFTED} />
          <path d="M4 17.5h16M6 20.5h12" />
        </>
      );
    case 'drizzle':
      return (
        <>
          <path d={CLOUD} transform={LIFTED} />
          <path d="M8 17.5v1M12 19v1M16 17.5v1" />
        </>
      );
    case 'rain':
      return (
        <>
          <path d={CLOUD} transform={LIFTED} />
          <path d="M8.5 16.5l-1.5 4M12.5 16.5l-1.5 4M16.5 16.5l-1.5 4" />
        </>
      );
    case 'snow':
      return (
        <>
          <path d={CLOUD} transform={LIFTED} />
          <path d="M8 17.5v2M7 18.5h2M12 19.5v2M11 20.5h2M16 17.5v2M15 18.5h2" />
        </>
      );
    case 'thunderstorm':
      return (
        <>
          <path d={CLOUD} transform={LIFTED} />
          <path d="M13 15l-2.5 3.5h3L11 22" />
        </>
      );
  }
}

/** The icon of a weather condition; decorative (the description is always written beside it or for readers). */
export function WeatherIcon({ kind, className }: { kind: Kind; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={kind}
      className={cx('shrink-0', COLOURS[kind], className)}
    >
      <Shape kind={kind} />
    </svg>
  );
}
