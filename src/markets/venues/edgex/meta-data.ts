import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal } from '../shared/decimal';
import { readRows } from '../../../lib/read-reply';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { edgexFacts } from './facts';

/*
 * GET {base}/api/v1/public/meta/getMetaData: {code: "SUCCESS", data: {global, coinList, contractList, …}} (EdgeX API
 * docs, "Meta Data API"; edgex-golang-sdk metadata.Contract). Used from each contract: `contractId`, `contractName`
 * and `fundingRateIntervalMin`, the funding interval in minutes (240: every 4 hours), which the ticker does not give.
 */
export const metaDataReplySchema = z.object({
  code: z.literal('SUCCESS'),
  data: z.object({ contractList: z.array(z.unknown()) }),
});

export const contractSchema = z.object({
  contractId: z.string(),
  contractName: z.string(),
  fundingRateIntervalMin: z.pipe(decimal, z.number().check(z.int(), z.gt(0), z.lte(24 * 60))),
  enableDisplay: z.optional(z.boolean()),
});

/** Funding interval in hours by contract id. */
export async function getFundingIntervals(
  baseUrl: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
): Promise<Map<string, number>> {
  const { data } = await pass(fixedWeight(edgexFacts.budget.calls.getMetaData), () =>
    readPublicJson(metaDataReplySchema, { url: `${baseUrl}/api/v1/public/meta/getMetaData`, signal }),
  );
  const contracts = readRows(data.contractList, contractSchema).rows.filter((row) => row.enableDisplay !== false);
  return new Map(contracts.map((row) => [row.contractId, row.fundingRateIntervalMin / 60]));
}
