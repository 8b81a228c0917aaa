import type { AccountActivity, AccountBalance } from '../../model/account';
import type { Passage } from './passage';

export interface AccountReadContext {
  /** The venue's configured API base, without a trailing slash. */
  baseUrl: string;
  /** The account's public address, as the user saved it. */
  address: string;
  signal?: AbortSignal;
  now: () => number;
  /** The venue's gate, which every request of the read goes through (straight through when left out). */
  pass?: Passage;
}

export type BalanceReader = (context: AccountReadContext) => Promise<AccountBalance>;
export type ActivityReader = (context: AccountReadContext) => Promise<AccountActivity>;
