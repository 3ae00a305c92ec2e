/** A simple drawn mark for a partner (no third-party artwork): initials on a coloured shield. */
const MARKS: Record<string, { initials: string; color: string }> = {
  gov_pei: { initials: 'PEI', color: '#0b5a3b' },
  gov_stratford: { initials: 'S', color: '#1d4f91' },
  gov_cornwall: { initials: 'C', color: '#7a2e0e' },
  upei: { initials: 'UPEI', color: '#00553e' },
};

export function PartnerLogo({ flag, label }: { flag: string; label: string }) {
  const mark = MARKS[flag] ?? { initials: '?', color: '#334155' };
  return (
    <figure className="flex w-40 flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <path d="M32 2 60 12v20c0 16-12 26-28 30C16 58 4 48 4 32V12z" fill={mark.color} />
        <text
          x="32"
          y="38"
          textAnchor="middle"
          fontSize={mark.initials.length > 2 ? 13 : 20}
          fontWeight="700"
          fill="#fff"
        >
          {mark.initials}
        </text>
      </svg>
      <figcaption className="text-sm font-medium">{label}</figcaption>
    </figure>
  );
}
