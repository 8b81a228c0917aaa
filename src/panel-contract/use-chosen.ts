import { useCallback, useState } from 'react';
import type { PanelApi } from './panel-props';
import type { PanelSelection } from './panel-selection';

type Of<Kind extends PanelSelection['kind']> = Extract<PanelSelection, { kind: Kind }>;

const isOfKind = <Kind extends PanelSelection['kind']>(selection: PanelSelection, kind: Kind): selection is Of<Kind> =>
  selection.kind === kind;

/**
 * What is chosen in a panel, of one kind (a market, a card): the user's own pick there, or the last one a linked panel
 * handed it, whichever came last. Choosing also tells the panels of its link colour (api.select).
 */
export function useChosen<Kind extends PanelSelection['kind']>(
  kind: Kind,
  selection: PanelSelection | null,
  api: PanelApi,
): [Of<Kind> | null, (chosen: Of<Kind>) => void] {
  const [chosen, setChosen] = useState<Of<Kind> | null>(null);
  // A new selection handed in (a new object each time) replaces what was chosen here.
  const [seen, setSeen] = useState(selection);
  if (seen !== selection) {
    setSeen(selection);
    if (selection && isOfKind(selection, kind)) setChosen(selection);
  }
  const choose = useCallback(
    (next: Of<Kind>) => {
      setChosen(next);
      api.select(next);
    },
    [api],
  );
  return [chosen, choose];
}
