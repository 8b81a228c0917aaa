import { useCallback, useRef, useState } from 'react';

/**
 * A panel's choices: what it saved last (or its defaults), and `update`, which applies a change and keeps the result
 * with the layout. `update` keeps its identity for the panel's life, so the parts of a panel that only show choices
 * (a toolbar) can be memoised and are not drawn again each time the panel's data refreshes.
 */
export function usePanelState<State extends object>(
  initialState: State | undefined,
  defaults: State,
  saveState: (state: State) => void,
): [State, (change: Partial<State>) => void] {
  const [state, setState] = useState<State>(initialState ?? defaults);
  // The latest choices, so that two changes in one event both count.
  const latest = useRef(state);
  const update = useCallback(
    (change: Partial<State>) => {
      const next = { ...latest.current, ...change };
      latest.current = next;
      setState(next);
      saveState(next);
    },
    [saveState],
  );
  return [state, update];
}
