/**
 * Pushes pins that sit too close together apart (neighbouring towns such as Charlottetown and
 * Stratford), so each stays a separate target. Returns the display positions, in input order.
 */
export function spreadPins(points: ReadonlyArray<readonly [number, number]>, minDistance: number) {
  const out = points.map(([x, y]) => [x, y] as [number, number]);
  for (let iteration = 0; iteration < 60; iteration++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        let dx = b[0] - a[0];
        let dy = b[1] - a[1];
        let d = Math.hypot(dx, dy);
        if (d >= minDistance) continue;
        if (d < 0.001) {
          // Same spot: separate them along a fixed diagonal.
          dx = 1;
          dy = 0.5;
          d = Math.hypot(dx, dy);
        }
        const push = (minDistance - d) / 2 + 0.01;
        const ux = dx / d;
        const uy = dy / d;
        a[0] -= ux * push;
        a[1] -= uy * push;
        b[0] += ux * push;
        b[1] += uy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}

/** Splits a long name over two lines at the space nearest its middle. */
export function splitLabel(text: string, maxChars = 12): string[] {
  if (text.length <= maxChars) return [text];
  const middle = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return best < 0 ? [text] : [text.slice(0, best), text.slice(best + 1)];
}
