import { defineVenue } from '../shared/define-venue';
import { readLighterBook } from './order-book';
import { lighterFacts } from './facts';
import { readLighterHistory } from './rate-history';
import { readLighter } from './read-lighter';
import { readLighterBalance } from './read-lighter-account';

/** Lighter: its facts and its readers, as the venue registry lists it. */
export const venue = defineVenue({
  ...lighterFacts,
  marketData: readLighter,
  history: readLighterHistory,
  // Fills and funding need an auth token made from the account's API key: balances only.
  accounts: { balance: readLighterBalance },
  book: readLighterBook,
});
