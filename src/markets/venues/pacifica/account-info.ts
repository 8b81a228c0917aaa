import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { pacificaFacts } from './facts';

/*
 * GET {base}/api/v1/account?account=<Solana address>: {success: true, data: {balance, account_equity,
 * available_to_spend, available_to_withdraw, total_margin_used, positions_count, …}, error, code}, key-less
 * (Pacifica API docs, REST API → Account → "Get account info"). Amounts are decimal text in USD. An address with no
 * account is refused with error code 1, "Account not found: {address}" (Pacifica API docs, "Error codes"): a 404,
 * or `success: false` with that code.
 */
export const PACIFICA_ACCOUNT_NOT_FOUND = 1;

export const accountInfoReplySchema = z.object({
  success: z.boolean(),
  data: z.nullish(z.unknown()),
  code: z.nullish(z.union([z.number(), z.string()])),
});

export const accountInfoSchema = z.object({
  account_equity: decimal,
  available_to_spend: decimal,
});

export async function getAccountInfo(baseUrl: string, account: string, signal?: AbortSignal, pass: Passage = UNGATED) {
  const query = new URLSearchParams({ account });
  return pass(fixedWeight(pacificaFacts.budget.calls.account), () =>
    readPublicJson(accountInfoReplySchema, { url: `${baseUrl}/api/v1/account?${query.toString()}`, signal }),
  );
}
