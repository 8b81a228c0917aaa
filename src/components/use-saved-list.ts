import { useCallback, useState } from 'react';

export interface SavedListLoad<T> {
  items: T[];
  /** Stored entries that could not be read and were set aside. */
  setAside: number;
}

/**
 * A list kept in browser storage, as a screen shows it. `commit` saves first and shows the new list only when storage
 * took it (it returns whether it did), so the screen never shows what a reload would lose.
 */
export function useSavedList<T>(load: () => SavedListLoad<T>, save: (next: T[]) => boolean) {
  const [initial] = useState(load);
  const [items, setItems] = useState<T[]>(initial.items);
  const commit = useCallback(
    (next: T[]): boolean => {
      if (!save(next)) return false;
      setItems(next);
      return true;
    },
    [save],
  );
  return { items, setAside: initial.setAside, commit };
}
