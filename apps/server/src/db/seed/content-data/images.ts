/** Small generated SVG pictures (data URLs) for seeded content, so the demo needs no image files. */
const PALETTE = ['#0f5c7a', '#1d7f6e', '#8a4b9a', '#b4572e', '#2f6db3', '#6a7b1e'];

const svgUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** A round portrait placeholder with the person's initials. */
export function portrait(name: string, seed: number): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const color = PALETTE[seed % PALETTE.length]!;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" rx="80" fill="${color}"/>` +
      `<text x="80" y="98" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

/** A simple harbour scene: sky, sun, sea; the colour changes with `seed`. */
export function scene(seed: number): string {
  const sea = PALETTE[seed % PALETTE.length]!;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#e7f3f8"/>` +
      `<circle cx="${80 + seed * 40}" cy="60" r="26" fill="#f5c04a"/>` +
      `<path d="M0 120 Q40 105 80 120 T160 120 T240 120 T320 120 V180 H0Z" fill="${sea}"/>` +
      `<path d="M0 140 Q40 128 80 140 T160 140 T240 140 T320 140 V180 H0Z" fill="${sea}" opacity=".7"/></svg>`,
  );
}
