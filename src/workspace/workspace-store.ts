import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PanelManifest } from '../panel-contract/panel-manifest';
import { DEFAULT_PANEL_SIZE, type Layout, type Rect, type Size } from './model/geometry';
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
import {
  deleteNamedLayout,
  findNamedLayout,
  renameNamedLayout,
  saveNamedLayout,
  type NamedLayout,
} from './model/named-layouts';
import { fromSavedPanels, toSavedLayout } from './model/saved-layout';

export type WorkspaceDialog = 'palette' | 'shortcuts' | 'layouts';

/** Everything the workspace shows. Components read it through selectors, so each re-renders only for its own part. */
export interface WorkspaceData {
  layout: Layout;
  /** Each open panel's saved state, as the panel last saved it. */
  states: Readonly<Record<string, unknown>>;
  /** Titles panels asked to show instead of their own (not kept with the layout). */
  titles: Readonly<Record<string, string>>;
  menuOpen: boolean;
  /** Panels shown as their title bar only, on a narrow screen (not kept with the layout). */
  collapsed: Readonly<Record<string, true>>;
  /** The workspace's own dialog that is open, if any. */
  dialog: WorkspaceDialog | null;
  /** How many saved entries of the layout could not be read when it was restored (they were set aside). */
  setAside: number;
  /** Panels that said they hold changes not saved yet: closing them asks first. */
  unsaved: Readonly<Record<string, true>>;
  /** Panels waiting for the user to confirm that they may close with their unsaved changes (none: empty). */
  closing: readonly string[];
  /** The layouts this user saved under a name. */
  namedLayouts: readonly NamedLayout[];
  /** How many named layouts, or panel states in them, could not be read (they were set aside). */
  layoutsSetAside: number;
}

/** Stable functions: holding them never re-renders anything. */
export interface WorkspaceActions {
  open: (id: string) => void;
  /** Closes the panel, or asks first (see `closing`) when it has unsaved changes. */
  close: (id: string) => void;
  raise: (id: string) => void;
  move: (id: string, to: Pick<Rect, 'x' | 'y'>) => void;
  /** Where a panel dragged to `to` would land: snapped to the canvas's edges and its neighbours'. Changes nothing. */
  snapTarget: (id: string, to: Pick<Rect, 'x' | 'y'>) => Pick<Rect, 'x' | 'y'>;
  resize: (id: string, to: Rect) => void;
  toggleMaximized: (id: string) => void;
  toggleCollapsed: (id: string) => void;
  /** Closes every panel, or asks first when one of them has unsaved changes. */
  closeAll: () => void;
  /** A panel says whether it holds unsaved changes. */
  setUnsaved: (id: string, unsaved: boolean) => void;
  /** The user agreed: the panels in `closing` close (with whatever closes them), their unsaved changes dropped. */
  confirmClose: () => void;
  /** The user kept them: nothing closes. */
  cancelClose: () => void;
  resetLayout: () => void;
  /** Lays every open panel out side by side to fill the canvas. */
  tile: () => void;
  setCanvasSize: (size: Size) => void;
  setMenuOpen: (open: boolean) => void;
  setDialog: (dialog: WorkspaceDialog | null) => void;
  saveState: (id: string, state: unknown) => void;
  setTitle: (id: string, title: string | null) => void;
  /** Raises the panel and moves the keyboard focus into it (once it is on screen, if it is not yet). */
  focus: (id: string) => void;
  /** The element `focus` moves into; a panel frame registers its own. */
  registerElement: (id: string, element: HTMLElement | null) => void;
  dismissSetAside: () => void;
  /** Keeps the open layout under a name (replacing a layout of that name); false when storage refused it. */
  saveLayoutAs: (name: string, savedAt: Date) => boolean;
  /**
   * Opens the panels of a named layout where they were saved, and closes the others; false when there is none. When a
   * panel it would close has unsaved changes, the user is asked first: `onOpened` runs once the layout is open.
   */
  loadLayout: (name: string, onOpened?: () => void) => boolean;
  renameLayout: (from: string, to: string) => boolean;
  deleteLayout: (name: string) => boolean;
  dismissLayoutsSetAside: () => void;
}

export type WorkspaceState = WorkspaceData & { actions: WorkspaceActions };
export type WorkspaceStore = StoreApi<WorkspaceState>;

/** Where named layouts are kept: the provider gives the storage, the store keeps the rules. */
export interface NamedLayoutStorage {
  /** Writes the whole list; false when storage refused (then nothing changes on screen either). */
  write: (list: readonly NamedLayout[]) => boolean;
  /** Keeps panel states a named layout holds that their panel cannot read, before they are dropped. */
  setAside: (items: readonly unknown[]) => boolean;
}

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
