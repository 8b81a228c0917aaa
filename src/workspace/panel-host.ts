import { useCallback, useId, useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelManifest } from '../panel-contract/panel-manifest';
import type { PanelApi } from '../panel-contract/panel-props';
import { useStateWhenOpened, useWorkspace, useWorkspaceActions } from './workspace-context';
import type { WorkspaceActions } from './workspace-state';

/**
 * Whether an Escape pressed in a panel is for the panel itself (to leave its maximised state; Escape never closes a
 * panel), rather than for something open inside it: a list or a menu that floats over the page (in a portal, outside
 * the panel's own elements, even while it fades out) or a field whose list is open. Those close first; the panel's
 * turn comes with the next Escape.
 */
export function escapeIsForPanel(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  const target = event.target;
  if (!(target instanceof Element) || !event.currentTarget.contains(target)) return false;
  return target.getAttribute('aria-expanded') !== 'true';
}

function panelApi(id: string, actions: WorkspaceActions): PanelApi {
  return {
    setTitle: (title) => actions.setTitle(id, title),
    close: () => actions.close(id),
    focus: () => actions.focus(id),
    setUnsavedChanges: (unsaved) => actions.setUnsaved(id, unsaved),
    openPanel: (other, selection, how) => {
      if (!selection) actions.open(other);
      else actions.openWith(other, selection, how?.linked ? id : undefined);
    },
    select: (selection) => actions.select(id, selection),
  };
}

/** What a frame needs of its panel, floating or stacked: its title, its saved state, its API. */
export function usePanelHost(id: string, manifest: PanelManifest) {
  const { t } = useTranslation();
  const actions = useWorkspaceActions();
  const titleId = useId();
  const ownTitle = manifest.title(t);
  const title = useWorkspace((state) => state.titles[id]) ?? ownTitle;
  // The panel starts from the state saved when it opened; what it saves later is kept, not handed back to it.
  const startState = useStateWhenOpened(id);
  const saveState = useCallback((state: unknown) => actions.saveState(id, state), [actions, id]);
  const api = useMemo(() => panelApi(id, actions), [actions, id]);
  const handed = useWorkspace((state) => state.selections[id]) ?? null;
  // What the panel cannot show is not handed to it: the frame says so, and the panel keeps its own.
  const accepted = handed !== null && manifest.accepts.includes(handed.kind);
  const selection = accepted ? handed : null;
  const refused = handed !== null && !accepted ? handed.kind : null;
  const registerElement = useCallback(
    (element: HTMLElement | null) => actions.registerElement(id, element),
    [actions, id],
  );
  return { t, actions, titleId, title, startState, saveState, api, selection, refused, registerElement };
}
