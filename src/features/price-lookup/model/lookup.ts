export const GRADING_COMPANIES = ['PSA', 'BGS', 'CGC'] as const;
export type GradingCompany = (typeof GRADING_COMPANIES)[number];
export const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** What Alt knows of a graded card. */
export interface AssetDetails {
  name: string;
  brand: string;
  cardNumber: string | null;
  price: number;
  currency: 'USD';
}

export interface LookupQuery {
  certNumber: string;
  company: GradingCompany;
  grade: number;
}

export type LookupOutcome =
  { ok: true; query: LookupQuery; details: AssetDetails } | { ok: false; error: 'notFound' | 'noData' | 'fetchError' };

export interface LookupApi {
  findCertAsset: (certNumber: string) => Promise<string | null>;
  getAssetDetails: (id: string, company: string, grade: number) => Promise<AssetDetails | null>;
}

/** The cert gives an asset id, the asset gives the price; every failure has its own message. */
export async function lookUpPrice(query: LookupQuery, api: LookupApi): Promise<LookupOutcome> {
  try {
    const assetId = await api.findCertAsset(query.certNumber);
    if (!assetId) return { ok: false, error: 'notFound' };
    const details = await api.getAssetDetails(assetId, query.company, query.grade);
    return details ? { ok: true, query, details } : { ok: false, error: 'noData' };
  } catch {
    return { ok: false, error: 'fetchError' };
  }
}

/** The last few lookups, newest first, one entry per query. */
export function rememberLookup(recent: readonly LookupOutcome[], outcome: LookupOutcome, keep = 5): LookupOutcome[] {
  if (!outcome.ok) return [...recent];
  const same = (other: LookupOutcome) =>
    other.ok &&
    other.query.certNumber === outcome.query.certNumber &&
    other.query.company === outcome.query.company &&
    other.query.grade === outcome.query.grade;
  return [outcome, ...recent.filter((other) => !same(other))].slice(0, keep);
}
