import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to (and focuses) the element named by the URL hash, on load and when the hash changes. */
export function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const el = document.getElementById(id);
    if (!el) return;
    el.scrollIntoView?.({ block: 'start' });
    el.focus?.({ preventScroll: true });
  }, [hash]);
}
