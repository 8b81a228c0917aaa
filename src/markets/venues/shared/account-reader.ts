import type { AccountActivity, AccountBalance } from '../../model/account';

export interface AccountReadContext {
  /** The venue's configured API base, without a trailing slash. */
  baseUrl: string;
  /** The account's public address, as the user saved it. */
  address: string;
  signal?: AbortSignal;
  now: () => number;
}

export type BalanceReader = (context: AccountReadContext) => Promise<AccountBalance>;
export type ActivityReader = (context: AccountReadContext) => Promise<AccountActivity>;
