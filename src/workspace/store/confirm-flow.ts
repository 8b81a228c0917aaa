import { closedPanels } from '../model/closed-panels';
import { closePanel } from '../model/panels';
import type { WorkspaceActions } from '../workspace-state';
import { without, type StoreKit } from './store-kit';

/**
 * Closing panels: what the user closes is kept as `lastClosing`, for Undo. Closing panels that hold unsaved changes
 * asks first: the panels wait in `closing` for the user's answer, with what
 * closes them (opening a panel of their group, another layout) run only if the user agrees.
 */
export interface ConfirmFlow extends Pick<WorkspaceActions, 'confirmClose' | 'cancelClose'> {
  /** Closes `ids` at once, unless one of them has unsaved changes: then they wait for the user's answer. */
  closeOrAsk: (ids: readonly string[]) => void;
  /** Runs `change` at once, unless it would close a panel with unsaved changes: then only once the user agrees. */
  changeOrAsk: (closes: readonly string[], change: () => void) => void;
}

export function createConfirmFlow({ get, set, setLayout }: StoreKit): ConfirmFlow {
  let afterConfirm: (() => void) | null = null;
  const closeAll = (ids: readonly string[]) => {
    const closed = closedPanels(get().layout, get().states, ids);
    setLayout((layout) => ids.reduce((rest, id) => closePanel(rest, id), layout));
    if (closed) set({ lastClosing: closed });
  };
  const hasUnsaved = (ids: readonly string[]) => ids.some((id) => get().unsaved[id]);

  return {
    closeOrAsk: (ids) => {
      if (ids.length === 0) return;
      if (hasUnsaved(ids)) set({ closing: ids });
      else closeAll(ids);
    },
    changeOrAsk: (closes, change) => {
      if (!hasUnsaved(closes)) {
        change();
        return;
      }
      afterConfirm = change;
      set({ closing: closes });
    },
    confirmClose: () => {
      const ids = get().closing;
      const then = afterConfirm;
      afterConfirm = null;
      set({ closing: [], unsaved: ids.reduce((rest, id) => without(rest, id), get().unsaved) });
      if (then) then();
      else closeAll(ids);
    },
    cancelClose: () => {
      afterConfirm = null;
      set({ closing: [] });
    },
  };
}
