import { defineVenue } from '../shared/define-venue';
import { readBackpackBook } from './order-book';
import { backpackFacts } from './facts';
import { readBackpackHistory } from './rate-history';
import { readBackpack } from './read-backpack';

/** Backpack: its facts and its readers, as the venue registry lists it. */
export const venue = defineVenue({
  ...backpackFacts,
  marketData: readBackpack,
  history: readBackpackHistory,
  // Its account endpoints need a request signed with the account's API key, which this app never asks for.
  accounts: {},
  book: readBackpackBook,
});
