import { useSyncExternalStore } from 'react';
import { MAIN_BREAKPOINT_PX } from '@harbour/shared';

const QUERY = `(min-width: ${MAIN_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : true);

/** True at 960px and wider (spec: the main breakpoint), where a notification opens in a modal. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
