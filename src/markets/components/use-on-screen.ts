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
 * Calls `onSeen` once, when the element first comes on screen (or at once where the browser cannot tell: no
 * IntersectionObserver, as in the unit tests' DOM). The function returned stops waiting. No React state: a cell that
 * only needs to ask for data when seen need not be drawn again for it.
 */
export function whenSeen(element: Element, onSeen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onSeen();
    return () => undefined;
  }
  listeners.set(element, onSeen);
  sharedObserver().observe(element);
  return () => {
    if (listeners.get(element) !== onSeen) return;
    listeners.delete(element);
    observer?.unobserve(element);
  };
}
