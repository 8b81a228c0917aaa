import type { VenueId } from '../../../markets/model/venues';

/** Where one configured account's read stands, as the panel sees it. */
export interface AccountReadState {
  venue: VenueId;
  /** A read of this account is expected (its venue publishes fills key-less and the address is well formed). */
  readable: boolean;
  /** Its first read has not ended yet. */
  loading: boolean;
  /** It has figures to add up (a read succeeded, now or earlier). */
  answered: boolean;
}

/**
 * What the totals stand for. 'loading': no account has answered yet while some are being read (or the accounts are not
 * known yet), so there is nothing to add up and the panel says so instead of showing zeros. 'partial': some answered, others are still on their way
 * (`pending` names them). 'complete': every readable account has ended its first read (well or not).
 */
export type ReadProgress =
  | { phase: 'loading'; pending: VenueId[] }
  | { phase: 'partial'; pending: VenueId[] }
  | { phase: 'complete'; pending: [] };

export interface ReadProgressOptions {
  /** The account record that lists the accounts is still loading. */
  settingsPending?: boolean;
}

export function readProgress(
  accounts: readonly AccountReadState[],
  { settingsPending = false }: ReadProgressOptions = {},
): ReadProgress {
  // Until the settings say which accounts there are, there is nothing to read yet, and nothing to add up.
  if (settingsPending) return { phase: 'loading', pending: [] };
  const pending = [...new Set(accounts.filter((a) => a.readable && a.loading).map((a) => a.venue))];
  if (pending.length === 0) return { phase: 'complete', pending: [] };
  const answered = accounts.some((a) => a.readable && a.answered);
  return answered ? { phase: 'partial', pending } : { phase: 'loading', pending };
}
