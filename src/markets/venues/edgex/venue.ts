import { defineVenue } from '../shared/define-venue';
import { readEdgexBook } from './order-book';
import { edgexFacts } from './facts';
import { readEdgexHistory } from './rate-history';
import { readEdgex } from './read-edgex';

/** EdgeX: its facts and its readers, as the venue registry lists it. */
export const venue = defineVenue({
  ...edgexFacts,
  marketData: readEdgex,
  history: readEdgexHistory,
  // Its account endpoints need a request signed with the account's API key, which this app never asks for.
  accounts: {},
  book: readEdgexBook,
});
