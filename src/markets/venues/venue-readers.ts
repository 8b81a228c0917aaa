import type { VenueId } from '../model/venues';
import { readAster } from './aster/read-aster';
import { readBackpack } from './backpack/read-backpack';
import { readEdgex } from './edgex/read-edgex';
import { readHyperliquid } from './hyperliquid/read-hyperliquid';
import { readLighter } from './lighter/read-lighter';
import { readPacifica } from './pacifica/read-pacifica';
import type { VenueReader } from './shared/read-context';

/** Each venue's reader: its calls, in parallel, turned into one snapshot of the common model. */
export const VENUE_READERS: Readonly<Record<VenueId, VenueReader>> = {
  aster: readAster,
  pacifica: readPacifica,
  edgex: readEdgex,
  hyperliquid: readHyperliquid,
  lighter: readLighter,
  backpack: readBackpack,
};
