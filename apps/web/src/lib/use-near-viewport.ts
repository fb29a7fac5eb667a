import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * Whether the element has come within `margin` of the viewport, once: true from then on. What is drawn below the fold
 * (a chart and its library) waits until the reader scrolls towards it, so a phone's first screen loads without it.
 * Where there is no IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = "200px"): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
