import type { PanelSize } from './panel-props';

/** SPEC's size for a panel (500×600), kept for the panels SPEC names: the grid bot, the Collector Crypt feeds, ID to Price. */
export const DEFAULT_PANEL_SIZE: PanelSize = { width: 500, height: 600 };
/** SPEC's settings panels are 480 wide. */
export const SETTINGS_PANEL_SIZE: PanelSize = { width: 480, height: DEFAULT_PANEL_SIZE.height };
