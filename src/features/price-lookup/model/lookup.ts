import type { AssetDetails } from '../../../cards/model/card';

export const GRADING_COMPANIES = ['PSA', 'BGS', 'CGC'] as const;
export type GradingCompany = (typeof GRADING_COMPANIES)[number];

/**
 * The grades each company gives, best first. BGS and CGC give half grades from 1.5 to 9.5; PSA gives them from 1.5 to
 * 8.5 only (it has no 9.5).
 */
const wholeAndHalf = (highestHalf: number) =>
  Array.from({ length: 19 }, (_, index) => 10 - index / 2).filter((grade) => grade % 1 === 0 || grade <= highestHalf);
export const GRADES_BY_COMPANY: Record<GradingCompany, readonly number[]> = {
  PSA: wholeAndHalf(8.5),
  BGS: wholeAndHalf(9.5),
  CGC: wholeAndHalf(9.5),
};

/** What the form starts with: the grade most cards are looked up at. */
export const DEFAULT_COMPANY: GradingCompany = 'PSA';
export const DEFAULT_GRADE = 10;

export function isGradeOf(company: GradingCompany, grade: number): boolean {
  return GRADES_BY_COMPANY[company].includes(grade);
}

/** The grade kept when the company changes: the same if that company gives it, else the whole grade below it. */
export function gradeForCompany(company: GradingCompany, grade: number): number {
  return isGradeOf(company, grade) ? grade : Math.floor(grade);
}

/** A certificate number as typed or pasted: its digits only ("PSA #12 345 678" is 12345678). */
export const certDigits = (text: string) => text.replace(/\D/g, '');

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

/**
 * The grade a linked panel's card carries ("9", "PSA 9", "9.5", "GEM MT 10"), as this company gives it; the default
 * grade when it says none this company gives.
 */
export function gradeOfCard(company: GradingCompany, grade: string | undefined): number {
  const found = /(\d+(?:\.5)?)\s*$/.exec(grade?.trim() ?? '');
  const value = found ? Number(found[1]) : Number.NaN;
  return isGradeOf(company, value) ? value : DEFAULT_GRADE;
}
