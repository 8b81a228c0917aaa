import { createContext, useContext, useEffect, useRef } from 'react';

/** Given by each menu entry to what a feature shows inside it (a badge). */
export interface MenuChoice {
  /** Calls `listener` every time the user chooses the entry; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export const MenuChoiceContext = createContext<MenuChoice | null>(null);

/**
 * For a feature's badge inside a menu entry: runs `onChoose` each time the user chooses that entry (a strategy becomes
 * the selected one, say). The latest `onChoose` is the one called.
 */
export function useMenuChoice(onChoose: () => void): void {
  const choice = useContext(MenuChoiceContext);
  const latest = useRef(onChoose);
  useEffect(() => {
    latest.current = onChoose;
  });
  useEffect(() => choice?.subscribe(() => latest.current()), [choice]);
}
