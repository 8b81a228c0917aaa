import { createStore } from 'zustand/vanilla';
import type { PanelManifest } from '../panel-contract/panel-manifest';
import { DEFAULT_PANEL_SIZE, type Layout, type Size } from './model/geometry';
import {
  closePanel,
  fitToCanvas,
  movePanel,
  openPanel,
  raisePanel,
  resetLayout,
  resizePanel,
  toggleMaximized,
} from './model/panels';
import { snapPosition } from './model/snapping';
import { tileLayout } from './model/tiling';
import type {
  NamedLayoutStorage,
  WorkspaceActions,
  WorkspaceData,
  WorkspaceState,
  WorkspaceStore,
} from './workspace-state';
import {
  deleteNamedLayout,
  findNamedLayout,
  renameNamedLayout,
  saveNamedLayout,
  type NamedLayout,
} from './model/named-layouts';
import { fromSavedPanels, toSavedLayout } from './model/saved-layout';

interface WorkspaceStoreOptions {
  panels: readonly PanelManifest[];
  initial: Pick<WorkspaceData, 'layout' | 'states' | 'setAside' | 'namedLayouts' | 'layoutsSetAside'>;
  canvas: Size;
  namedStorage: NamedLayoutStorage;
}

const without = <T>(record: Readonly<Record<string, T>>, id: string): Readonly<Record<string, T>> =>
  id in record ? Object.fromEntries(Object.entries(record).filter(([key]) => key !== id)) : record;

const closePanels = (layout: Layout, ids: readonly string[]): Layout =>
  ids.reduce((rest, id) => closePanel(rest, id), layout);

/** Keeps only the states and titles of panels that are still open. */
const onlyOpen = <T>(record: Readonly<Record<string, T>>, layout: Layout): Readonly<Record<string, T>> => {
  const ids = Object.keys(record);
  if (ids.every((id) => layout.some((panel) => panel.id === id))) return record;
  return Object.fromEntries(Object.entries(record).filter(([id]) => layout.some((panel) => panel.id === id)));
};

export function createWorkspaceStore({
  panels,
  initial,
  canvas: startCanvas,
  namedStorage,
}: WorkspaceStoreOptions): WorkspaceStore {
  const byId = new Map(panels.map((panel) => [panel.id, panel]));
  const groupOf = (id: string) => byId.get(id)?.exclusiveGroup;
  const elements = new Map<string, HTMLElement>();
  // A panel asked to take the focus before its frame was on screen (opened from another page, say).
  let pendingFocus: string | null = null;
  let canvas = startCanvas;
  // What closes the panels in `closing` once the user agrees: opening a panel of their group, or another layout.
  let afterConfirm: (() => void) | null = null;

  return createStore<WorkspaceState>()((set, get) => {
    /** Changes the layout; a panel that closes takes its state and title with it. */
    const setLayout = (change: (layout: Layout) => Layout) =>
      set((state) => {
        const layout = change(state.layout);
        if (layout === state.layout) return state;
        return {
          layout,
          states: onlyOpen(state.states, layout),
          titles: onlyOpen(state.titles, layout),
          collapsed: onlyOpen(state.collapsed, layout),
          unsaved: onlyOpen(state.unsaved, layout),
        };
      });

    /** Writes a new list of named layouts, and shows it only once it is kept. */
    const setNamed = (change: (list: readonly NamedLayout[]) => readonly NamedLayout[]) => {
      const list = get().namedLayouts;
      const next = change(list);
      if (next === list) return false;
      if (!namedStorage.write(next)) return false;
      set({ namedLayouts: next });
      return true;
    };

    /**
     * Moves the focus into a panel after the raise has rendered (the element may move to the front first), and after
     * whatever closes now (a drawer, a dialog) has handed the focus back to where it was.
     */
    const focusSoon = (id: string) =>
      requestAnimationFrame(() =>
        window.setTimeout(() => {
          const element = elements.get(id);
          if (!element || pendingFocus !== id) return;
          pendingFocus = null;
          element.focus();
        }),
      );

    /** Closes `ids` at once, unless one of them has unsaved changes: then they wait for the user's answer. */
    const closeOrAsk = (ids: readonly string[]) => {
      if (ids.length === 0) return;
      const { unsaved } = get();
      if (ids.some((id) => unsaved[id])) set({ closing: ids });
      else setLayout((layout) => closePanels(layout, ids));
    };

    /**
     * Runs `change` at once, unless it would close a panel with unsaved changes: then it waits for the user's answer
     * (and does not run at all if the user keeps editing).
     */
    const changeOrAsk = (closes: readonly string[], change: () => void) => {
      const { unsaved } = get();
      if (!closes.some((id) => unsaved[id])) {
        change();
        return;
      }
      afterConfirm = change;
      set({ closing: closes });
    };

    const openLayout = (name: string) => {
      const entry = findNamedLayout(get().namedLayouts, name);
      if (!entry) return;
      const saved = fromSavedPanels(entry.layout.panels, (id) => byId.has(id));
      const unreadable = Object.entries(saved.states).filter(
        ([id, state]) => byId.get(id)?.checkState(state) === 'unreadable',
      );
      // A state no panel can read is dropped (the panel starts from its defaults), but never before it is kept.
      const dropped = new Set(
        namedStorage.setAside(unreadable.map(([id, state]) => ({ layout: entry.name, id, state })))
          ? unreadable.map(([id]) => id)
          : [],
      );
      set((state) => {
        const layout = fitToCanvas(saved.layout, canvas);
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
          layoutsSetAside: state.layoutsSetAside + dropped.size,
        };
      });
    };

    const actions: WorkspaceActions = {
      open: (id) => {
        const manifest = byId.get(id);
        if (!manifest) return;
        const spec = { id, size: manifest.size, exclusiveGroup: manifest.exclusiveGroup };
        const { layout } = get();
        const next = openPanel(layout, spec, canvas, groupOf);
        // Opening a panel of an exclusive group closes the one of that group that was open.
        const closes = layout.filter((panel) => !next.some((kept) => kept.id === panel.id)).map((panel) => panel.id);
        changeOrAsk(closes, () => setLayout((current) => openPanel(current, spec, canvas, groupOf)));
      },
      close: (id) => {
        if (get().unsaved[id]) set({ closing: [id] });
        else setLayout((layout) => closePanel(layout, id));
      },
      raise: (id) => setLayout((layout) => raisePanel(layout, id)),
      move: (id, to) => setLayout((layout) => movePanel(layout, id, to, canvas)),
      snapTarget: (id, to) => {
        const { layout } = get();
        const panel = layout.find((candidate) => candidate.id === id);
        if (!panel) return to;
        const others = layout.filter((other) => other.id !== id);
        return snapPosition({ ...panel, ...to }, others, canvas);
      },
      resize: (id, to) => setLayout((layout) => resizePanel(layout, id, to, canvas)),
      toggleMaximized: (id) => setLayout((layout) => toggleMaximized(layout, id, canvas)),
      toggleCollapsed: (id) =>
        set((state) => {
          if (!state.layout.some((panel) => panel.id === id)) return state;
          return { collapsed: state.collapsed[id] ? without(state.collapsed, id) : { ...state.collapsed, [id]: true } };
        }),
      closeAll: () => closeOrAsk(get().layout.map((panel) => panel.id)),
      setUnsaved: (id, unsaved) =>
        set((state) => {
          if (Boolean(state.unsaved[id]) === unsaved) return state;
          if (!unsaved) return { unsaved: without(state.unsaved, id) };
          if (!state.layout.some((panel) => panel.id === id)) return state;
          return { unsaved: { ...state.unsaved, [id]: true } };
        }),
      confirmClose: () => {
        const ids = get().closing;
        const then = afterConfirm;
        afterConfirm = null;
        set({ closing: [], unsaved: ids.reduce((rest, id) => without(rest, id), get().unsaved) });
        if (then) then();
        else setLayout((layout) => closePanels(layout, ids));
      },
      cancelClose: () => {
        afterConfirm = null;
        set({ closing: [] });
      },
      // Both lay every panel out afresh, and every panel shows whole again (on a narrow screen, none is collapsed).
      resetLayout: () => {
        setLayout((layout) => resetLayout(layout, (id) => byId.get(id)?.size ?? DEFAULT_PANEL_SIZE, canvas));
        set({ collapsed: {} });
      },
      tile: () => {
        setLayout((layout) => tileLayout(layout, canvas));
        set({ collapsed: {} });
      },
      setCanvasSize: (size) => {
        canvas = size;
        setLayout((layout) => fitToCanvas(layout, size));
      },
      setMenuOpen: (menuOpen) => set({ menuOpen }),
      setDialog: (dialog) => set({ dialog }),
      saveState: (id, saved) =>
        set((state) =>
          state.layout.some((panel) => panel.id === id) ? { states: { ...state.states, [id]: saved } } : state,
        ),
      setTitle: (id, title) =>
        set((state) => {
          if (title === null) return { titles: without(state.titles, id) };
          if (state.titles[id] === title || !state.layout.some((panel) => panel.id === id)) return state;
          return { titles: { ...state.titles, [id]: title } };
        }),
      focus: (id) => {
        if (!get().layout.some((panel) => panel.id === id)) return;
        actions.raise(id);
        pendingFocus = id;
        focusSoon(id);
      },
      registerElement: (id, element) => {
        if (!element) {
          elements.delete(id);
          return;
        }
        elements.set(id, element);
        if (pendingFocus === id) focusSoon(id);
      },
      dismissSetAside: () => set({ setAside: 0 }),
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
        changeOrAsk(closes, () => {
          openLayout(entry.name);
          onOpened?.();
        });
        return true;
      },
      renameLayout: (from, to) => setNamed((list) => renameNamedLayout(list, from, to)),
      deleteLayout: (name) => setNamed((list) => deleteNamedLayout(list, name)),
      dismissLayoutsSetAside: () => set({ layoutsSetAside: 0 }),
    };

    return { ...initial, titles: {}, collapsed: {}, unsaved: {}, closing: [], menuOpen: false, dialog: null, actions };
  });
}
