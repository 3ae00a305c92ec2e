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

export function layoutLabels(
  pins: readonly PinInput[],
  options: { width: number; height: number; fontSize: number; pinRadius: number },
): PlacedLabel[] {
  const { width, height, fontSize, pinRadius } = options;
  const lineH = fontSize * 1.25;
  const taken: Box[] = pins.map((p) => ({
    x0: p.x - pinRadius,
    y0: p.y - pinRadius * 2.2,
    x1: p.x + pinRadius,
    y1: p.y + pinRadius,
  }));
  const gap = pinRadius + fontSize * 0.4;

  return pins.map((pin) => {
    const w = Math.max(pin.text.length, 3) * fontSize * 0.56;
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
    const fits = (c: [number, number, boolean]) => {
      const b = boxOf(c);
      return b.x0 >= 0 && b.y0 >= 0 && b.x1 <= width && b.y1 <= height && !taken.some((t) => overlaps(t, b));
    };
    const chosen = candidates.find(fits) ?? candidates[0]!;
    taken.push(boxOf(chosen));
    return { id: pin.id, x: chosen[0], y: chosen[1], leader: chosen[2] };
  });
}
