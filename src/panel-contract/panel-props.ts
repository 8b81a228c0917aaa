import type { TFunction } from 'i18next';
import type * as z from 'zod/mini';
import type { PanelLoader } from './panel-code';
import type { PanelSelection } from './panel-selection';

/** What a panel may ask of the workspace that holds it; it never sees the layout, react-rnd or other panels. */
export interface PanelApi {
  /** Shows another title in the panel's header, or its own again with null. Not kept with the layout. */
  setTitle: (title: string | null) => void;
  close: () => void;
  /** Brings the panel to the front and moves the keyboard focus into it (a clicked notification, say). */
  focus: () => void;
  /**
   * Says whether the panel holds changes the user has not saved (an edited form). While it does, closing the panel
   * (its Close button, its keyboard shortcut, Close all) asks the user first, and leaving the page asks the browser to
   * confirm.
   */
  setUnsavedChanges: (unsaved: boolean) => void;
  /**
   * Opens another panel (or brings it to the front when it is open) and hands it `selection`: Funding Rate opens a
   * strategy panel on the pair's market, say. The other panel receives it as its `selection` prop. With
   * `{ linked: true }` the two panels share a link colour (this one's; else the other's; else a free one), so the
   * other keeps following what is chosen here: Funding Rate's pair view.
   */
  openPanel: (id: string, selection?: PanelSelection, how?: { linked: boolean }) => void;
  /**
   * Says what the user chose in this panel (a market row, a card): the panels that share its link colour follow. A
   * panel not linked to any colour is not followed by anyone; calling this costs nothing then.
   */
  select: (selection: PanelSelection) => void;
}

/**
 * What a panel's component receives. `initialState` is what the panel saved last, as it was when the panel opened:
 * undefined the first time, and when what was stored could not be read (the panel then starts from its defaults).
 * `saveState` keeps the panel's choices with the user's layout; call it whenever they change.
 */
export interface PanelProps<Params = undefined, State = never> {
  title: string;
  params: Params;
  initialState: State | undefined;
  saveState: (state: State) => void;
  api: PanelApi;
  /**
   * The last thing another panel handed this one (see PanelApi.openPanel), or null. A new object each time it is
   * handed, even when equal: a panel acts on it in an effect keyed on it, and keeps its own choices otherwise.
   */
  selection: PanelSelection | null;
}

export interface PanelSize {
  width: number;
  height: number;
}

/** A panel as its feature describes it, typed; `definePanel` turns it into what the workspace holds. */
export interface PanelDefinition<Params, State> {
  /** One panel per id: opening it again brings the open one to the front. */
  id: string;
  title: (t: TFunction) => string;
  /** The size that shows the panel's content whole: it opens at it (within the canvas), never squashed below it. */
  size: PanelSize;
  /** Why that size: what has to fit (for whoever changes the panel's content next). */
  sizeReason: string;
  /**
   * What the panel can show when another panel of its link colour chooses it: markets, cards, or nothing (the
   * default). Anything else is not handed to it; the panel says so and keeps its own.
   */
  accepts?: readonly PanelSelection['kind'][];
  /** Panels of one group replace each other (one Vinted settings or upload panel at a time). */
  exclusiveGroup?: string;
  params: Params;
  /** Checks a stored state before the panel gets it. A panel without one keeps no state. */
  stateSchema?: z.ZodMiniType<State>;
  /**
   * Loads the panel's component (a dynamic import of its module, the component its default export): when the panel
   * opens, and before, when the pointer or the focus reaches its menu entry, so that by the click its code is often in.
   */
  load: PanelLoader<PanelProps<Params, State>>;
}
