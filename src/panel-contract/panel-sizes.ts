import type { PanelSize } from './panel-props';

/** A panel's size when it opens, unless its feature says otherwise. */
export const DEFAULT_PANEL_SIZE: PanelSize = { width: 500, height: 600 };
/** Settings panels are narrower. */
export const SETTINGS_PANEL_SIZE: PanelSize = { width: 480, height: DEFAULT_PANEL_SIZE.height };
