import { defineVenue } from '../shared/define-venue';
import { readHyperliquidBook } from './order-book';
import { hyperliquidFacts } from './facts';
import { readHyperliquidHistory } from './rate-history';
import { readHyperliquid } from './read-hyperliquid';
import { readHyperliquidActivity, readHyperliquidBalance } from './read-hyperliquid-account';

/** Hyperliquid: its facts and its readers, as the venue registry lists it. */
export const venue = defineVenue({
  ...hyperliquidFacts,
  marketData: readHyperliquid,
  history: readHyperliquidHistory,
  accounts: { balance: readHyperliquidBalance, activity: readHyperliquidActivity },
  book: readHyperliquidBook,
});
