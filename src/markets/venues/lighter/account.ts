import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, nonNegativeDecimal, optionalPrice } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { lighterFacts } from './facts';

/*
 * GET {base}/api/v1/account?by=l1_address&value=0x…: every Lighter account (the main one and its sub-accounts) of an
 * Ethereum address, with collateral and positions, key-less ("No authorization required"). Shape checked against the
 * lighter-python SDK (AccountApi.account → DetailedAccounts, DetailedAccount, AccountPosition) and ccxt's
 * `lighter.ts` (a public GET). Amounts are decimal text in USDC: `total_asset_value` is the equity,
 * `available_balance` what is free; a position's `position` is its size, `sign` 1 for long and -1 for short.
 * An address with no account gets `{"code":21100,"message":"account not found"}`. Fills (`/api/v1/trades`) and
 * funding (`/api/v1/positionFunding`) need an auth token signed with the account's API key: none is read.
 */
export const LIGHTER_ACCOUNT_NOT_FOUND = 21100;

export const lighterAccountReplySchema = z.object({
  code: z.number(),
  accounts: z.optional(z.array(z.unknown())),
});

export const lighterAccountSchema = z.object({
  available_balance: decimal,
  total_asset_value: decimal,
  positions: z.optional(z.array(z.unknown())),
});

export const lighterPositionSchema = z.object({
  symbol: z.string(),
  sign: z.number(),
  position: nonNegativeDecimal,
  avg_entry_price: z.nullish(nonNegativeDecimal),
  position_value: z.nullish(nonNegativeDecimal),
  unrealized_pnl: z.nullish(decimal),
  /** "0" when the position cannot be liquidated (read as none). */
  liquidation_price: optionalPrice,
});

export async function getLighterAccount(
  baseUrl: string,
  address: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
) {
  const query = new URLSearchParams({ by: 'l1_address', value: address });
  return pass(fixedWeight(lighterFacts.budget.calls.account), () =>
    readPublicJson(lighterAccountReplySchema, { url: `${baseUrl}/api/v1/account?${query.toString()}`, signal }),
  );
}
