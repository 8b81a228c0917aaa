/** What the workspace store holds and what it can do: the shape every part of the workspace reads through. */
import type { StoreApi } from 'zustand/vanilla';
import type { Layout, LinkColour, Rect, Size } from './model/geometry';
import type { ClosedPanels } from './model/closed-panels';
import type { NamedLayout } from './model/named-layouts';
import type { PanelSelection } from '../panel-contract/panel-selection';

export type WorkspaceDialog = 'palette' | 'shortcuts' | 'layouts';

/** Why a panel is not in its own window: the browser would not open one, or closed it as soon as it opened. */
export type PopOutProblem = 'blocked' | 'closed';

/**
 * The panels the user closed last (by a close button, the keyboard or Close all), until they are put back: a new
 * object for each closing, even of the same panels, so that each one is announced.
 */
export type LastClosing = ClosedPanels;

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
  /** What other panels handed each open panel last (not kept with the layout). */
  selections: Readonly<Record<string, PanelSelection>>;
  /** Panels shown in a window of their own; their place on the canvas waits for them (not kept with the layout). */
  poppedOut: Readonly<Record<string, Window>>;
  /** A panel whose window failed (not opened, or closed at once): it stayed in place, and says so (one at a time). */
  popOutProblem: { id: string; problem: PopOutProblem } | null;
  /** What the user closed last, for Undo (not kept with the layout). */
  lastClosing: LastClosing | null;
  /** The last thing chosen in each link colour's group, handed to a panel that joins it. */
  linkSelections: Readonly<Partial<Record<LinkColour, PanelSelection>>>;
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
  /**
   * Opens a panel (or raises it) and hands it `selection`; nothing is handed when it does not open. With `linkedTo`,
   * the two panels share a link colour first (see model/links.ts, `colourToShare`), and the selection goes to all of
   * that colour's panels, as if chosen in `linkedTo`.
   */
  openWith: (id: string, selection: PanelSelection, linkedTo?: string) => void;
  /** Shows a panel in a window of its own (for a second screen); popIn brings it back to its place. */
  popOut: (id: string, opened: Window) => void;
  /** Brings a popped-out panel back; with a problem, the panel says why its window is not there. */
  popIn: (id: string, problem?: PopOutProblem) => void;
  /** Puts a panel in a link colour's group (it gets the group's last choice), or takes it out (null). */
  setLink: (id: string, colour: LinkColour | null) => void;
  /** What the user chose in a panel goes to the other panels of its link colour (none when it has no colour). */
  select: (id: string, selection: PanelSelection) => void;
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
  /** Puts back the panels closed last (`lastClosing`), where they were and with what they had saved. */
  undoClose: () => void;
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
  /**
   * Keeps an imported layout under its own name (replacing the layout of that name when `replace`), or under a free
   * name like "Morning (2)"; returns the name it is kept under, or null when storage refused it.
   */
  importLayout: (layout: NamedLayout, options: { replace: boolean }) => string | null;
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
