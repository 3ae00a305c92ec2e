import { useTranslation } from 'react-i18next';

const COLORS = ['#12324a', '#115f57', '#6b3b7a', '#8a3f1c', '#1e618e', '#4d5a16'];

/** A text logo placeholder: the organisation's name in a framed SVG badge. */
export function SponsorLogo({ name, index }: { name: string; index: number }) {
  const { t } = useTranslation('about');
  const color = COLORS[index % COLORS.length];
  // Up to three lines of about 18 characters each.
  const words = name.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 18) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const shown = lines.slice(0, 3);
  return (
    <svg
      role="img"
      aria-label={t('sponsors.logo_label', { name })}
      viewBox="0 0 240 120"
      className="h-auto w-full max-w-60"
    >
      <rect x="2" y="2" width="236" height="116" rx="14" fill="#fff" stroke={color} strokeWidth="4" />
      {shown.map((line, i) => (
        <text
          key={i}
          x="120"
          y={60 + (i - (shown.length - 1) / 2) * 24}
          dominantBaseline="middle"
          textAnchor="middle"
          unicodeBidi="plaintext"
          fontFamily="system-ui, sans-serif"
          fontSize="19"
          fontWeight="700"
          fill={color}
        >
          {line}
        </text>
      ))}
    </svg>
  );
}
