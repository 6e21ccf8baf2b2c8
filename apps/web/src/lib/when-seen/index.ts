'use client';

import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * True once the element behind the returned ref comes within `margin` of the viewport (a little
 * before it scrolls into view), and from then on. What sits below the fold (a rail of cards) asks for its data and its code then, not
 * with the page: most visitors never scroll that far, and the page's first JavaScript stays the
 * shell's (issue #46). A browser without IntersectionObserver counts as having seen it.
 * What follows is a transition: React renders it in slices, so a tap that comes with the scroll
 * (a "Buy" just scrolled to) is answered first, not after the rail (issue #46, INP).
 */
export function useWhenSeen<T extends Element>(margin = '300px 0px') {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setSeen(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);
  return [ref, seen] as const;
}
