import type { VenueId } from '../model/venues';
import { readAsterHistory } from './aster/rate-history';
import { readBackpackHistory } from './backpack/rate-history';
import { readEdgexHistory } from './edgex/rate-history';
import { readHyperliquidHistory } from './hyperliquid/rate-history';
import { readLighterHistory } from './lighter/rate-history';
import { readPacificaHistory } from './pacifica/rate-history';
import type { HistoryReader } from './shared/history-reader';

/** Each venue's funding-history reader: its public history call, paged where needed, as raw settlements. */
export const HISTORY_READERS: Readonly<Record<VenueId, HistoryReader>> = {
  aster: readAsterHistory,
  pacifica: readPacificaHistory,
  edgex: readEdgexHistory,
  hyperliquid: readHyperliquidHistory,
  lighter: readLighterHistory,
  backpack: readBackpackHistory,
};
