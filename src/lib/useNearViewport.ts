import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true once it has): for
 * parts below the fold whose code is fetched only when a reader scrolls towards them, so a reader who
 * never reaches them never downloads them. Without IntersectionObserver, it is near at once; on the
 * server, never (the part is drawn by the browser).
 */
export function useNearViewport<T extends Element>(margin = '600px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') return setNear(true);
      observer.current = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.current?.disconnect();
          setNear(true);
        }
      }, { rootMargin: margin });
      observer.current.observe(element);
    },
    [margin, near],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
