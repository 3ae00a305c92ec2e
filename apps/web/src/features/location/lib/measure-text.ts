import type { MeasureText } from './label-layout';

let context: CanvasRenderingContext2D | null | undefined;

/**
 * Label widths as the browser will draw them (semibold, the page's font), so labels in Arabic,
 * Chinese or any script are laid out by their real size; undefined where there is no canvas (jsdom).
 */
export function browserMeasure(): MeasureText | undefined {
  if (context === undefined) {
    // jsdom has canvas elements without a 2D context, and says so on the console when asked
    context = /jsdom/i.test(navigator.userAgent) ? null : document.createElement('canvas').getContext('2d');
  }
  const ctx = context;
  if (!ctx) return undefined;
  const family = getComputedStyle(document.documentElement).fontFamily || 'sans-serif';
  return (text, fontSize) => {
    ctx.font = `600 ${fontSize}px ${family}`;
    return ctx.measureText(text).width;
  };
}
