import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PanelManifest } from '../panel-contract/panel-manifest';
import {
  DEFAULT_PANEL_SIZE,
  closePanel,
  fitToCanvas,
  movePanel,
  openPanel,
  raisePanel,
  resetLayout,
  resizePanel,
  toggleMaximized,
  type Layout,
  type Rect,
  type Size,
} from './model/panels';

/** Everything the workspace shows. Components read it through selectors, so each re-renders only for its own part. */
export interface WorkspaceData {
  layout: Layout;
  /** Each open panel's saved state, as the panel last saved it. */
  states: Readonly<Record<string, unknown>>;
  /** Titles panels asked to show instead of their own (not kept with the layout). */
  titles: Readonly<Record<string, string>>;
  menuOpen: boolean;
  /** How many saved entries of the layout could not be read when it was restored (they were set aside). */
  setAside: number;
  /** Panels that said they hold changes not saved yet: closing them asks first. */
  unsaved: Readonly<Record<string, true>>;
  /** Panels waiting for the user to confirm that they may close with their unsaved changes (none: empty). */
  closing: readonly string[];
}

/** Stable functions: holding them never re-renders anything. */
export interface WorkspaceActions {
  open: (id: string) => void;
  /** Closes the panel, or asks first (see `closing`) when it has unsaved changes. */
  close: (id: string) => void;
  raise: (id: string) => void;
  move: (id: string, to: Pick<Rect, 'x' | 'y'>) => void;
  resize: (id: string, to: Rect) => void;
  toggleMaximized: (id: string) => void;
  /** Closes every panel, or asks first when one of them has unsaved changes. */
  closeAll: () => void;
  /** A panel says whether it holds unsaved changes. */
  setUnsaved: (id: string, unsaved: boolean) => void;
  /** The user agreed: the panels in `closing` close, their unsaved changes dropped. */
  confirmClose: () => void;
  /** The user kept them: nothing closes. */
  cancelClose: () => void;
  resetLayout: () => void;
  setCanvasSize: (size: Size) => void;
  setMenuOpen: (open: boolean) => void;
  saveState: (id: string, state: unknown) => void;
  setTitle: (id: string, title: string | null) => void;
  /** Raises the panel and moves the keyboard focus into it. */
  focus: (id: string) => void;
  /** The element `focus` moves into; a panel frame registers its own. */
  registerElement: (id: string, element: HTMLElement | null) => void;
  dismissSetAside: () => void;
}

export type WorkspaceState = WorkspaceData & { actions: WorkspaceActions };
export type WorkspaceStore = StoreApi<WorkspaceState>;

interface WorkspaceStoreOptions {
  panels: readonly PanelManifest[];
  initial: Pick<WorkspaceData, 'layout' | 'states' | 'setAside'>;
  canvas: Size;
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

export function createWorkspaceStore({ panels, initial, canvas: startCanvas }: WorkspaceStoreOptions): WorkspaceStore {
  const byId = new Map(panels.map((panel) => [panel.id, panel]));
  const groupOf = (id: string) => byId.get(id)?.exclusiveGroup;
  const elements = new Map<string, HTMLElement>();
  let canvas = startCanvas;

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
          unsaved: onlyOpen(state.unsaved, layout),
        };
      });

    /** Closes `ids` at once, unless one of them has unsaved changes: then they wait for the user's answer. */
    const closeOrAsk = (ids: readonly string[]) => {
      if (ids.length === 0) return;
      const { unsaved } = get();
      if (ids.some((id) => unsaved[id])) set({ closing: ids });
      else setLayout((layout) => closePanels(layout, ids));
    };

    const actions: WorkspaceActions = {
      open: (id) => {
        const manifest = byId.get(id);
        if (!manifest) return;
        const spec = { id, size: manifest.size, exclusiveGroup: manifest.exclusiveGroup };
        setLayout((layout) => openPanel(layout, spec, canvas, groupOf));
      },
      close: (id) => {
        if (get().unsaved[id]) set({ closing: [id] });
        else setLayout((layout) => closePanel(layout, id));
      },
      raise: (id) => setLayout((layout) => raisePanel(layout, id)),
      move: (id, to) => setLayout((layout) => movePanel(layout, id, to, canvas)),
      resize: (id, to) => setLayout((layout) => resizePanel(layout, id, to, canvas)),
      toggleMaximized: (id) => setLayout((layout) => toggleMaximized(layout, id, canvas)),
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
        set({ closing: [] });
        setLayout((layout) => closePanels(layout, ids));
      },
      cancelClose: () => set({ closing: [] }),
      resetLayout: () =>
        setLayout((layout) => resetLayout(layout, (id) => byId.get(id)?.size ?? DEFAULT_PANEL_SIZE, canvas)),
      setCanvasSize: (size) => {
        canvas = size;
        setLayout((layout) => fitToCanvas(layout, size));
      },
      setMenuOpen: (menuOpen) => set({ menuOpen }),
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
        // After the raise has rendered: the element may move to the front first.
        requestAnimationFrame(() => elements.get(id)?.focus());
      },
      registerElement: (id, element) => {
        if (element) elements.set(id, element);
        else elements.delete(id);
      },
      dismissSetAside: () => set({ setAside: 0 }),
    };

    return { ...initial, titles: {}, unsaved: {}, closing: [], menuOpen: false, actions };
  });
}
