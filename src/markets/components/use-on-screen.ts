import { useEffect, useState, type RefObject } from 'react';

type Listener = () => void;

let observer: IntersectionObserver | null = null;
const listeners = new Map<Element, Listener>();

/** One observer for every cell that waits to be seen (hundreds in a market table): cheaper than one each. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const listener = listeners.get(entry.target);
        if (!listener) continue;
        listeners.delete(entry.target);
        observer?.unobserve(entry.target);
        listener();
      }
    },
    // A little ahead of the scroll, so a cell's figure is usually there by the time it shows.
    { rootMargin: '200px 0px' },
  );
  return observer;
}

/**
 * Whether the element has been on screen since it mounted (once seen, it stays so): what a table cell uses to read
 * data only for the markets the user looks at. Inside a scrolled table, what the scroll box hides is not on screen.
 * Where the browser cannot tell (no IntersectionObserver, as in the unit tests' DOM) everything counts as seen.
 */
export function useSeenOnScreen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    listeners.set(element, () => setSeen(true));
    sharedObserver().observe(element);
    return () => {
      listeners.delete(element);
      observer?.unobserve(element);
    };
  }, [ref, seen]);
  return seen;
}
