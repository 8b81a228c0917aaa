import type { PanelSelection } from '../../../panel-contract/panel-selection';

/** X and Y a backtest elsewhere put forward, in percent a year, as the form's fields take them. */
export interface HandedThresholds {
  openSpreadApr: number;
  closeSpreadApr: number;
}

/**
 * The thresholds a selection came with, when both came and are numbers (a hand-over is a message between panels, kept
 * in the workspace: it is read as untrusted). Whether they make a valid strategy is the form's to say, as for the
 * user's own typing: they go in as an edit the user reviews and saves.
 */
export function handedThresholds(selection: Extract<PanelSelection, { kind: 'market' }>): HandedThresholds | null {
  const { openSpreadApr, closeSpreadApr } = selection;
  if (typeof openSpreadApr !== 'number' || typeof closeSpreadApr !== 'number') return null;
  if (!Number.isFinite(openSpreadApr) || !Number.isFinite(closeSpreadApr)) return null;
  return { openSpreadApr, closeSpreadApr };
}
