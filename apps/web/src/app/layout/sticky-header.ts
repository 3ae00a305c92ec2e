import { useEffect, type RefObject } from 'react';

/**
 * Publishes the sticky header's height as `--sticky-header-height` on <html>, whose scroll-padding-top
 * uses it: an element that receives focus (Tab, Shift+Tab, a skip link) is scrolled into view below the
 * header, not under it (WCAG 2.2 focus not obscured). The header grows when its row wraps.
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = header.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--sticky-header-height', `${el.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--sticky-header-height');
    };
  }, [header]);
}
