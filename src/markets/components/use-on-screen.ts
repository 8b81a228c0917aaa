type Listener = () => void;

let observer: IntersectionObserver | null = null;
/** What waits for each element: several cells may wait for the one row they are in (funding-cells.tsx). */
const listeners = new Map<Element, Set<Listener>>();

/** One observer for every cell that waits to be seen (hundreds in a market table): cheaper than one each. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const waiting = listeners.get(entry.target);
        if (!waiting) continue;
        listeners.delete(entry.target);
        observer?.unobserve(entry.target);
        for (const listener of waiting) listener();
      }
    },
    // A little ahead of the scroll, so a cell's figure is usually there by the time it shows.
    { rootMargin: '200px 0px' },
  );
  return observer;
}

/**
 * Calls `onSeen` once, when the element first comes on screen (or at once where the browser cannot tell: no
 * IntersectionObserver, as in the unit tests' DOM). The function returned stops waiting. No React state: a cell that
 * only needs to ask for data when seen need not be drawn again for it. Any number of callers may wait for one element.
 */
export function whenSeen(element: Element, onSeen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onSeen();
    return () => undefined;
  }
  const waiting = listeners.get(element) ?? new Set<Listener>();
  // A function may be given twice (two cells with the same callback): each call waits on its own.
  const own: Listener = () => onSeen();
  waiting.add(own);
  listeners.set(element, waiting);
  sharedObserver().observe(element);
  return () => {
    if (!waiting.delete(own) || waiting.size > 0 || listeners.get(element) !== waiting) return;
    listeners.delete(element);
    observer?.unobserve(element);
  };
}
