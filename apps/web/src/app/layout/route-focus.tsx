import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusWhenPresent } from '@/lib/focus';

/**
 * After a page change (not the first load, not a hash or query change on the same page), focus moves
 * to the new page's h1 once it is there, so a screen reader says where the user is and the next Tab
 * starts at the top of the page. A page without an h1 has its title announced instead.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const first = shown.current === null;
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (first) return;
    setAnnouncement('');
    const main = document.getElementById('main');
    // A dialog the new page opened keeps its focus.
    if (!main || document.activeElement?.closest('[role="dialog"], [role="alertdialog"], dialog')) return;
    return focusWhenPresent(main, 'h1', {
      // The router restores or resets the scroll position itself.
      preventScroll: true,
      onMissing: () => {
        main.focus({ preventScroll: true });
        setAnnouncement(document.title);
      },
    });
  }, [pathname]);

  return (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );
}
