import type { ResolvedCard } from '../model/card';
import { findCertAsset } from './find-cert';
import { fetchAsset } from './get-asset-details';

/** The grade a card is priced at when its event says none: the grade most cards are looked up at. */
const DEFAULT_GRADE = 10;

/**
 * A certificate's card, through the two calls ID to Price makes (the cert's asset, then the asset at the grade, as
 * PSA): null when Alt does not know the certificate; a failed call rejects.
 */
export async function resolveCertificate(
  certificate: string,
  grade: number | null,
  signal?: AbortSignal,
): Promise<ResolvedCard | null> {
  const assetId = await findCertAsset(certificate, signal);
  if (!assetId) return null;
  const asset = await fetchAsset(assetId, 'PSA', grade ?? DEFAULT_GRADE, signal);
  if (!asset) return null;
  return { certificate, assetId: assetId.slice(0, 200), ...asset, grade };
}
