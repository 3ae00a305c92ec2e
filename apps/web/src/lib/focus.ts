/** Moves focus to an element that is not a control (a heading, a list), making it focusable by script only. */
export function focusElement(el: HTMLElement, options: { preventScroll?: boolean } = {}) {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: options.preventScroll ?? false });
}

export interface FocusWhenPresentOptions {
  preventScroll?: boolean;
  /** Called when nothing matched within `waitMs`. */
  onMissing?: () => void;
  waitMs?: number;
}

/**
 * Focuses the first element matching `selector` inside `root` as soon as it exists (a step or page may
 * show a spinner first). Returns a function that stops waiting.
 */
export function focusWhenPresent(
  root: HTMLElement,
  selector: string,
  { preventScroll, onMissing, waitMs = 5000 }: FocusWhenPresentOptions = {},
): () => void {
  const tryFocus = () => {
    const el = root.querySelector<HTMLElement>(selector);
    if (!el) return false;
    focusElement(el, { preventScroll });
    return true;
  };
  if (tryFocus()) return () => {};
  // while waiting, a user who has moved on (Tab, a click) keeps where they went
  const before = document.activeElement;
  const movedOn = () => document.activeElement !== before && document.activeElement !== document.body;
  const observer = new MutationObserver(() => {
    if (movedOn() || tryFocus()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    if (!movedOn()) onMissing?.();
  }, waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
