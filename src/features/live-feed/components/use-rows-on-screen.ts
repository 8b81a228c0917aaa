import { useEffect, useRef, useState, type RefObject } from 'react';

/** How often what is on screen is reported: scrolling and a busy feed move rows far more often. */
const REPORT_MS = 250;

/**
 * The keys (`data-key`) of the list's rows that are on screen, or null where the browser cannot tell (no
 * IntersectionObserver, as in the unit tests' DOM): then every row counts. Rows hidden by the panel's scroll box are
 * not on screen. Only these rows' certificates are looked up.
 */
export function useRowsOnScreen(listRef: RefObject<HTMLElement | null>): ReadonlySet<string> | null {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [onScreen, setOnScreen] = useState<ReadonlySet<string> | null>(() => (supported ? new Set() : null));
  const visible = useRef(new Set<string>());
  const observer = useRef<IntersectionObserver | null>(null);
  const observed = useRef(new Set<Element>());

  useEffect(() => {
    if (!supported) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const report = () => {
      timer = null;
      setOnScreen(new Set(visible.current));
    };
    const watcher = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const key = (entry.target as HTMLElement).dataset.key;
        if (!key) continue;
        if (entry.isIntersecting) visible.current.add(key);
        else visible.current.delete(key);
      }
      timer ??= setTimeout(report, REPORT_MS);
    });
    observer.current = watcher;
    const seen = observed.current;
    return () => {
      if (timer) clearTimeout(timer);
      watcher.disconnect();
      seen.clear();
      observer.current = null;
    };
  }, [supported]);

  // After every render (the list's rows change with each batch): each new row is watched, a row gone is let go.
  useEffect(() => {
    const watcher = observer.current;
    const list = listRef.current;
    if (!watcher || !list) return;
    for (const element of observed.current) {
      if (element.isConnected) continue;
      watcher.unobserve(element);
      observed.current.delete(element);
      const key = (element as HTMLElement).dataset.key;
      if (key) visible.current.delete(key);
    }
    for (const row of list.querySelectorAll<HTMLElement>('[data-key]')) {
      if (observed.current.has(row)) continue;
      observed.current.add(row);
      watcher.observe(row);
    }
  });

  return onScreen;
}
