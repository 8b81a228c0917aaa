import { fitToCanvas } from '../model/panels';
import {
  deleteNamedLayout,
  findNamedLayout,
  renameNamedLayout,
  saveNamedLayout,
  type NamedLayout,
} from '../model/named-layouts';
import { fromSavedPanels, toSavedLayout } from '../model/saved-layout';
import { freeLayoutName } from '../model/layout-file';
import type { NamedLayoutStorage, WorkspaceActions } from '../workspace-state';
import type { ConfirmFlow } from './confirm-flow';
import { onlyOpen, type StoreKit } from './store-kit';

type NamedLayoutActions = Pick<
  WorkspaceActions,
  'saveLayoutAs' | 'loadLayout' | 'renameLayout' | 'deleteLayout' | 'dismissLayoutsSetAside' | 'importLayout'
>;

/** The layouts a user keeps under a name: saving, opening (asking before unsaved work closes), renaming, deleting. */
export function namedLayoutActions(
  kit: StoreKit,
  storage: NamedLayoutStorage,
  confirm: ConfirmFlow,
): NamedLayoutActions {
  const { get, set, manifest, canvas } = kit;

  /** Writes a new list of named layouts, and shows it only once it is kept. */
  const setNamed = (change: (list: readonly NamedLayout[]) => readonly NamedLayout[]) => {
    const list = get().namedLayouts;
    const next = change(list);
    if (next === list) return false;
    if (!storage.write(next)) return false;
    set({ namedLayouts: next });
    return true;
  };

  const openLayout = (entry: NamedLayout) => {
    const saved = fromSavedPanels(entry.layout.panels, (id) => manifest(id) !== undefined);
    const unreadable = Object.entries(saved.states).filter(
      ([id, state]) => manifest(id)?.checkState(state) === 'unreadable',
    );
    // A state no panel can read is dropped (the panel starts from its defaults), but never before it is kept.
    const dropped = new Set(
      storage.setAside(unreadable.map(([id, state]) => ({ layout: entry.name, id, state })))
        ? unreadable.map(([id]) => id)
        : [],
    );
    set((state) => {
      const layout = fitToCanvas(saved.layout, canvas());
      const states: Record<string, unknown> = {};
      for (const { id } of layout) {
        // A panel open already keeps what it shows now; one that opens starts from what the layout kept.
        if (state.layout.some((panel) => panel.id === id)) {
          if (id in state.states) states[id] = state.states[id];
        } else if (id in saved.states && !dropped.has(id)) states[id] = saved.states[id];
      }
      return {
        layout,
        states,
        titles: onlyOpen(state.titles, layout),
        collapsed: onlyOpen(state.collapsed, layout),
        unsaved: onlyOpen(state.unsaved, layout),
        selections: onlyOpen(state.selections, layout),
        poppedOut: onlyOpen(state.poppedOut, layout),
        layoutsSetAside: state.layoutsSetAside + dropped.size,
      };
    });
  };

  return {
    saveLayoutAs: (name, savedAt) => {
      const { layout, states } = get();
      return setNamed((list) => saveNamedLayout(list, name, toSavedLayout(layout, states), savedAt.toISOString()));
    },
    loadLayout: (name, onOpened) => {
      const entry = findNamedLayout(get().namedLayouts, name);
      if (!entry) return false;
      const kept = new Set(entry.layout.panels.map((panel) => panel.id));
      const closes = get()
        .layout.filter((panel) => !kept.has(panel.id))
        .map((panel) => panel.id);
      confirm.changeOrAsk(closes, () => {
        // The list may have changed while the user was asked: open the entry as it is now.
        const current = findNamedLayout(get().namedLayouts, entry.name);
        if (current) openLayout(current);
        onOpened?.();
      });
      return true;
    },
    renameLayout: (from, to) => setNamed((list) => renameNamedLayout(list, from, to)),
    importLayout: (layout, { replace }) => {
      const list = get().namedLayouts;
      const name = replace
        ? layout.name
        : freeLayoutName(layout.name, (candidate) => !!findNamedLayout(list, candidate));
      const kept = setNamed((current) => saveNamedLayout(current, name, layout.layout, layout.savedAt));
      return kept ? name : null;
    },
    deleteLayout: (name) => setNamed((list) => deleteNamedLayout(list, name)),
    dismissLayoutsSetAside: () => set({ layoutsSetAside: 0 }),
  };
}
