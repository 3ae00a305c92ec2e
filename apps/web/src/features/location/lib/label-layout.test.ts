import { describe, expect, it } from 'vitest';
import { layoutLabels, type MeasureText } from './label-layout';

const FONT = 30;
const boxes = (labels: { x: number; y: number }[], widths: number[]) =>
  labels.map((l, i) => ({ x0: l.x - widths[i]! / 2, x1: l.x + widths[i]! / 2, y0: l.y - 19, y1: l.y + 19 }));
const overlapping = (b: ReturnType<typeof boxes>) =>
  b.some((a, i) => b.some((c, j) => i < j && a.x0 < c.x1 && c.x0 < a.x1 && a.y0 < c.y1 && c.y0 < a.y1));

describe('layoutLabels', () => {
  it('keeps labels apart by their measured width, wider than the character-count guess', () => {
    // Arabic names: few characters, wide glyphs
    const pins = [
      { id: 1, x: 400, y: 300, text: 'شارلottetown' },
      { id: 2, x: 400, y: 360, text: 'ستراتفورد' },
      { id: 3, x: 470, y: 330, text: 'كورنوال' },
    ];
    const measure: MeasureText = (text) => text.length * FONT * 0.9;
    const labels = layoutLabels(pins, { width: 1000, height: 700, fontSize: FONT, pinRadius: 13, measure });
    expect(
      overlapping(
        boxes(
          labels,
          pins.map((p) => measure(p.text, FONT)),
        ),
      ),
    ).toBe(false);
  });

  it('with no free spot, stays inside the map, covering as few others as it can', () => {
    // a column of pins at the right edge: the first spot (right of the pin) is off the map
    const pins = Array.from({ length: 11 }, (_, i) => ({ id: i, x: 270, y: 40 + i * 20, text: 'Townname' }));
    const width = 300;
    const labels = layoutLabels(pins, { width, height: 300, fontSize: FONT, pinRadius: 13 });
    const w = 'Townname'.length * FONT * 0.56;
    for (const l of labels) {
      expect(l.x + w / 2).toBeLessThanOrEqual(width);
      expect(l.x - w / 2).toBeGreaterThanOrEqual(0);
    }
  });
});
