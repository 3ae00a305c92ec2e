/**
 * Places the text label of each map pin so labels do not overlap each other, the pins, or the
 * edges of the map: for every pin, in order, the first free spot among a few around it (near
 * ones first, then farther ones joined to the pin by a leader line).
 */
export interface PinInput {
  id: string | number;
  x: number;
  y: number;
  text: string;
}

export interface PlacedLabel {
  id: string | number;
  /** Centre of the text. */
  x: number;
  y: number;
  /** True when the label sits away from its pin and needs a leader line. */
  leader: boolean;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Width of a label in map units; a rough guess when the real text cannot be measured. */
export type MeasureText = (text: string, fontSize: number) => number;
const estimateWidth: MeasureText = (text, fontSize) => Math.max(text.length, 3) * fontSize * 0.56;

export function layoutLabels(
  pins: readonly PinInput[],
  options: { width: number; height: number; fontSize: number; pinRadius: number; measure?: MeasureText },
): PlacedLabel[] {
  const { width, height, fontSize, pinRadius, measure = estimateWidth } = options;
  const lineH = fontSize * 1.25;
  const taken: Box[] = pins.map((p) => ({
    x0: p.x - pinRadius,
    y0: p.y - pinRadius * 2.2,
    x1: p.x + pinRadius,
    y1: p.y + pinRadius,
  }));
  const gap = pinRadius + fontSize * 0.4;

  return pins.map((pin) => {
    const w = measure(pin.text, fontSize);
    const candidates: Array<[number, number, boolean]> = [
      [pin.x + gap + w / 2, pin.y, false],
      [pin.x - gap - w / 2, pin.y, false],
      [pin.x, pin.y - pinRadius * 2.2 - lineH / 2, false],
      [pin.x, pin.y + gap + lineH / 2, false],
    ];
    for (const step of [1.5, 2.5, 3.5]) {
      const d = lineH * step;
      candidates.push(
        [pin.x + gap + w / 2, pin.y + d, true],
        [pin.x + gap + w / 2, pin.y - d, true],
        [pin.x - gap - w / 2, pin.y + d, true],
        [pin.x - gap - w / 2, pin.y - d, true],
        [pin.x, pin.y + gap + d, true],
        [pin.x, pin.y - pinRadius * 2.2 - d, true],
      );
    }
    const boxOf = ([cx, cy]: [number, number, boolean]): Box => ({
      x0: cx - w / 2,
      y0: cy - lineH / 2,
      x1: cx + w / 2,
      y1: cy + lineH / 2,
    });
    const inside = (b: Box) => b.x0 >= 0 && b.y0 >= 0 && b.x1 <= width && b.y1 <= height;
    const fits = (c: [number, number, boolean]) => {
      const b = boxOf(c);
      return inside(b) && !taken.some((t) => overlaps(t, b));
    };
    // Nowhere free: the spot inside the map that covers the fewest other labels and pins.
    const leastCovering = () => {
      const clashes = (c: [number, number, boolean]) => {
        const b = boxOf(c);
        return (inside(b) ? 0 : 1000) + taken.filter((t) => overlaps(t, b)).length;
      };
      return candidates.reduce((best, c) => (clashes(c) < clashes(best) ? c : best));
    };
    const chosen = candidates.find(fits) ?? leastCovering();
    taken.push(boxOf(chosen));
    return { id: pin.id, x: chosen[0], y: chosen[1], leader: chosen[2] };
  });
}
