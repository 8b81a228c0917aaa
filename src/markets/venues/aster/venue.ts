import { defineVenue } from '../shared/define-venue';
import { readAsterBook } from './order-book';
import { asterFacts } from './facts';
import { readAsterHistory } from './rate-history';
import { readAster } from './read-aster';

/** Aster: its facts and its readers, as the venue registry lists it. */
export const venue = defineVenue({
  ...asterFacts,
  marketData: readAster,
  history: readAsterHistory,
  // Its account endpoints need a request signed with the account's API key, which this app never asks for.
  accounts: {},
  book: readAsterBook,
});
