import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** content hidden before the start (left in ltr, right in rtl) */
  start: boolean;
  /** content hidden after the end */
  end: boolean;
}

/** Which sides of a horizontally scrolling box hide content; follows scrolling and resizing. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const hidden = el.scrollWidth - el.clientWidth;
      // scrollLeft counts from the start edge: 0 then negative in right-to-left, positive in left-to-right
      const fromStart = Math.abs(el.scrollLeft);
      const next = { start: hidden > 1 && fromStart > 1, end: hidden > 1 && fromStart < hidden - 1 };
      setEdges((e) => (e.start === next.start && e.end === next.end ? e : next));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
