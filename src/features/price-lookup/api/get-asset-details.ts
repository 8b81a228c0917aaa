import { z } from 'zod';
import { env } from '../../../config/env';
import { parseReply } from '../../../lib/api-error';
import { postGraphql } from '../../../lib/valuation-client';
import { GraphqlErrors } from './find-cert';

export const ASSET_DETAILS_QUERY =
  'query AssetDetails($id: ID!, $tsFilter: TimeSeriesFilter!) { asset(id: $id) { name brand attributes { cardNumber } predictedPrice(tsFilter: $tsFilter) } }';

const detailsReplySchema = z.object({
  data: z
    .object({
      asset: z
        .object({
          name: z.string().nullish(),
          brand: z.string().nullish(),
          attributes: z.object({ cardNumber: z.union([z.string(), z.number()]).nullish() }).nullish(),
          predictedPrice: z.number().nullish(),
        })
        .nullish(),
    })
    .nullish(),
  errors: z.array(z.unknown()).optional(),
});

export interface AssetDetails {
  name: string;
  brand: string;
  cardNumber: string | null;
  price: number;
  currency: 'USD';
}

/** POST {valuation}/AssetDetails with grade and company: null when there is nothing to price. */
export async function getAssetDetails(
  id: string,
  gradingCompany: string,
  grade: number,
  signal?: AbortSignal,
): Promise<AssetDetails | null> {
  const variables = { id, tsFilter: { gradeNumber: grade.toFixed(1), gradingCompany } };
  const reply = parseReply(
    detailsReplySchema,
    await postGraphql(env.valuationUrl, 'AssetDetails', ASSET_DETAILS_QUERY, variables, signal),
  );
  if (reply.errors?.length) throw new GraphqlErrors();
  const asset = reply.data?.asset;
  if (!asset?.name || typeof asset.predictedPrice !== 'number') return null;
  const cardNumber = asset.attributes?.cardNumber;
  return {
    name: asset.name.slice(0, 200),
    brand: (asset.brand ?? '').slice(0, 200),
    cardNumber: cardNumber === null || cardNumber === undefined ? null : String(cardNumber).slice(0, 40),
    price: asset.predictedPrice,
    currency: 'USD',
  };
}
