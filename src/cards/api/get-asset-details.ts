import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { env } from '../../config/env';
import { ApiError } from '../../lib/api-error';
import { readReply } from '../../lib/read-reply';
import { postGraphql } from '../../lib/valuation-client';
import { valuationGrade, type AssetDetails } from '../model/card';

export const ASSET_DETAILS_QUERY =
  'query AssetDetails($id: ID!, $tsFilter: TimeSeriesFilter!) { asset(id: $id) { name brand attributes { cardNumber } predictedPrice(tsFilter: $tsFilter) } }';

const detailsReplySchema = z.object({
  data: z.nullish(
    z.object({
      asset: z.nullish(
        z.object({
          name: z.nullish(z.string()),
          brand: z.nullish(z.string()),
          attributes: z.nullish(z.object({ cardNumber: z.nullish(z.union([z.string(), z.number()])) })),
          predictedPrice: z.nullish(z.number()),
        }),
      ),
    }),
  ),
  errors: z.optional(z.array(z.unknown())),
});

/** What Alt says of an asset, cut to sane lengths: the price is null when it gives none (or one below zero). */
export interface AssetReply {
  name: string;
  brand: string;
  cardNumber: string | null;
  predictedPrice: number | null;
}

/** POST {valuation}/AssetDetails with grade and company: null when Alt knows no such asset (or gives it no name). */
export async function fetchAsset(
  id: string,
  gradingCompany: string,
  grade: number,
  signal?: AbortSignal,
): Promise<AssetReply | null> {
  const variables = { id, tsFilter: { gradeNumber: valuationGrade(grade), gradingCompany } };
  const reply = readReply(
    detailsReplySchema,
    await postGraphql(env.valuationUrl, 'AssetDetails', ASSET_DETAILS_QUERY, variables, signal),
  );
  if (reply.errors?.length) throw new ApiError({ kind: 'refused' });
  const asset = reply.data?.asset;
  if (!asset?.name) return null;
  const cardNumber = asset.attributes?.cardNumber;
  const price = asset.predictedPrice;
  return {
    name: asset.name.slice(0, 200),
    brand: (asset.brand ?? '').slice(0, 200),
    cardNumber: cardNumber === null || cardNumber === undefined ? null : String(cardNumber).slice(0, 40),
    predictedPrice: typeof price === 'number' && price >= 0 ? price : null,
  };
}

/** The asset priced at a grade (ID to Price): null when there is nothing to price. */
export async function getAssetDetails(
  id: string,
  gradingCompany: string,
  grade: number,
  signal?: AbortSignal,
): Promise<AssetDetails | null> {
  const asset = await fetchAsset(id, gradingCompany, grade, signal);
  if (!asset || asset.predictedPrice === null) return null;
  return {
    name: asset.name,
    brand: asset.brand,
    cardNumber: asset.cardNumber,
    price: asset.predictedPrice,
    currency: 'USD',
  };
}

export function useAssetDetails() {
  return useMutation({
    mutationFn: ({ id, company, grade }: { id: string; company: string; grade: number }) =>
      getAssetDetails(id, company, grade),
  });
}
