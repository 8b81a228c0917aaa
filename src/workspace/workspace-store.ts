import { createStore } from 'zustand/vanilla';
import type { PanelManifest } from '../panel-contract/panel-manifest';
import { DEFAULT_PANEL_SIZE, type Size } from './model/geometry';
import {
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
import { colourToShare, linkedWith, setPanelLink } from './model/links';
import { restoreClosed } from './model/closed-panels';
import { createConfirmFlow } from './store/confirm-flow';
import { createFocusRegistry } from './store/focus-registry';
import { namedLayoutActions } from './store/named-layout-actions';
import { layoutSetter, without, type StoreKit } from './store/store-kit';
import type {
  NamedLayoutStorage,
  WorkspaceActions,
  WorkspaceData,
  WorkspaceState,
  WorkspaceStore,
} from './workspace-state';

interface WorkspaceStoreOptions {
  panels: readonly PanelManifest[];
  initial: Pick<WorkspaceData, 'layout' | 'states' | 'setAside' | 'namedLayouts' | 'layoutsSetAside'>;
  canvas: Size;
  namedStorage: NamedLayoutStorage;
}

/**
 * The workspace's one store. This file holds the panels' own actions (open, move, resize, fold…); the others live
 * beside it, one job each: store/confirm-flow.ts asks before unsaved work closes, store/focus-registry.ts moves the
 * keyboard focus into a panel, store/named-layout-actions.ts keeps layouts under a name.
 */
export function createWorkspaceStore({
  panels,
  initial,
  canvas: startCanvas,
  namedStorage,
}: WorkspaceStoreOptions): WorkspaceStore {
  const byId = new Map(panels.map((panel) => [panel.id, panel]));
  const groupOf = (id: string) => byId.get(id)?.exclusiveGroup;
  const focusRegistry = createFocusRegistry();
  let canvas = startCanvas;

  const store = createStore<WorkspaceState>()((set, get) => {
    const kit: StoreKit = {
      get,
      set,
      manifest: (id) => byId.get(id),
      canvas: () => canvas,
      setLayout: layoutSetter(get, set),
    };
    const { setLayout } = kit;
    const confirm = createConfirmFlow(kit);

    const actions: WorkspaceActions = {
      open: (id) => {
        const manifest = byId.get(id);
        if (!manifest) return;
        const spec = { id, size: manifest.size, exclusiveGroup: manifest.exclusiveGroup };
        const { layout } = get();
        const next = openPanel(layout, spec, canvas, groupOf);
        // Opening a panel of an exclusive group closes the one of that group that was open.
        const closes = layout.filter((panel) => !next.some((kept) => kept.id === panel.id)).map((panel) => panel.id);
        confirm.changeOrAsk(closes, () => setLayout((current) => openPanel(current, spec, canvas, groupOf)));
      },
      openWith: (id, selection, linkedTo) => {
        actions.open(id);
        // Handed only once the panel is open: opening may wait for the user's answer, or be refused.
        if (get().closing.length > 0) return;
        const colour = linkedTo === undefined ? null : colourToShare(get().layout, linkedTo, id);
        if (linkedTo !== undefined && colour !== null) {
          setLayout((layout) => setPanelLink(setPanelLink(layout, linkedTo, colour), id, colour));
          actions.select(linkedTo, selection);
        } else {
          set((state) =>
            state.layout.some((panel) => panel.id === id)
              ? { selections: { ...state.selections, [id]: { ...selection } } }
              : state,
          );
        }
        actions.raise(id);
      },
      popOut: (id, opened) =>
        set((state) =>
          state.layout.some((panel) => panel.id === id)
            ? { poppedOut: { ...state.poppedOut, [id]: opened }, popOutProblem: null }
            : state,
        ),
      popIn: (id, problem) =>
        set((state) => ({
          poppedOut: without(state.poppedOut, id),
          popOutProblem: problem ? { id, problem } : state.popOutProblem?.id === id ? null : state.popOutProblem,
        })),
      setLink: (id, colour) => {
        setLayout((layout) => setPanelLink(layout, id, colour));
        const chosen = colour === null ? undefined : get().linkSelections[colour];
        if (chosen && get().layout.some((panel) => panel.id === id)) {
          set((state) => ({ selections: { ...state.selections, [id]: { ...chosen } } }));
        }
      },
      select: (id, selection) => {
        const { layout } = get();
        const colour = layout.find((panel) => panel.id === id)?.link;
        if (colour === undefined) return;
        set((state) => {
          const selections = { ...state.selections };
          // A new object for each panel: each acts on it once, even when the same thing is chosen again.
          for (const other of linkedWith(layout, id)) selections[other] = { ...selection };
          return { selections, linkSelections: { ...state.linkSelections, [colour]: selection } };
        });
      },
      close: (id) => confirm.closeOrAsk([id]),
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
      closeAll: () => confirm.closeOrAsk(get().layout.map((panel) => panel.id)),
      undoClose: () => {
        const { lastClosing: closed, layout, states } = get();
        if (!closed) return;
        const next = restoreClosed(layout, closed, canvas, groupOf);
        const back = Object.entries(closed.states).filter(
          ([id]) => next.some((panel) => panel.id === id) && !layout.some((panel) => panel.id === id),
        );
        // The states first: the frames that mount for the restored panels start from them.
        set({ states: { ...states, ...Object.fromEntries(back) }, lastClosing: null });
        setLayout(() => next);
      },
      setUnsaved: (id, unsaved) =>
        set((state) => {
          if (Boolean(state.unsaved[id]) === unsaved) return state;
          if (!unsaved) return { unsaved: without(state.unsaved, id) };
          if (!state.layout.some((panel) => panel.id === id)) return state;
          return { unsaved: { ...state.unsaved, [id]: true } };
        }),
      confirmClose: confirm.confirmClose,
      cancelClose: confirm.cancelClose,
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
      setDialog: (dialog) => {
        // A dialog opened while a panel waits to take the focus keeps it: the user is typing into the dialog.
        if (dialog !== null) focusRegistry.cancel();
        set({ dialog });
      },
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
        focusRegistry.focus(id);
      },
      registerElement: focusRegistry.register,
      dismissSetAside: () => set({ setAside: 0 }),
      ...namedLayoutActions(kit, namedStorage, confirm),
    };

    return {
      ...initial,
      titles: {},
      collapsed: {},
      unsaved: {},
      selections: {},
      linkSelections: {},
      poppedOut: {},
      popOutProblem: null,
      lastClosing: null,
      closing: [],
      menuOpen: false,
      dialog: null,
      actions,
    };
  });
  store.subscribe(closeWindowsLeft);
  return store;
}

/**
 * A panel's own window closes when the panel leaves it (brought back, or closed): here, where that is decided, rather
 * than when the component that renders into the window unmounts, which React's development checks also do once.
 */
function closeWindowsLeft(state: WorkspaceState, previous: WorkspaceState) {
  if (state.poppedOut === previous.poppedOut) return;
  for (const [id, opened] of Object.entries(previous.poppedOut)) {
    if (state.poppedOut[id] !== opened) opened.close();
  }
}
