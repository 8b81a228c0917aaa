import type { FeedPlatform } from '../../feed/platforms';

/**
 * Comparable sales ("comps"): what the same card at the same grade sold for, among the sales seen. Pure: it takes any
 * list of sales (those a panel holds now, or a stored history later).
 */

/** What tells two events apart as cards: each fact that is known. */
export interface CardFacts {
  certificate: string | null;
  /** The valuation's asset id once the certificate is resolved. */
  assetId: string | null;
  /** Names the card goes by (the feed's, the valuation's), as `cardNameKey` makes them. */
  names: readonly string[];
  grade: number | null;
}

export interface SaleFacts extends CardFacts {
  /** The sale event's own key (token and timestamp): a sale sent twice counts once. */
  key: string;
  priceUSD: number;
  /** When it sold (or reached us, when the feed's time cannot be believed), epoch ms. */
  time: number;
  link: string | null;
  platform: FeedPlatform;
}

/** A card's name as a key: case, accents, spacing and a trailing grade ("Charizard PSA 10") do not matter. */
export function cardNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b(psa|bgs|cgc)\s*\d+(\.5)?\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether two events are the same card at the same grade. Both resolved: the asset decides (two Charizards of two sets
 * are two cards). Otherwise the same certificate, or a name in common.
 */
export function sameCard(a: CardFacts, b: CardFacts): boolean {
  if (a.grade === null || a.grade !== b.grade) return false;
  if (a.assetId !== null && b.assetId !== null) return a.assetId === b.assetId;
  if (a.certificate !== null && a.certificate === b.certificate) return true;
  return a.names.some((name) => name !== '' && b.names.includes(name));
}

/** The middle price (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

export interface Comps {
  /** The matching sales, newest first, each once. */
  sales: SaleFacts[];
  median: number;
  last: SaleFacts;
  /** How far the price asked is above (+) or below (−) the median, in percent; null without a price. */
  vsMedianPct: number | null;
}

/**
 * The comps of one listing (or sale, or looked-up card): the other sales of its card and grade, or null when there
 * are none. `subject.key` leaves the event itself out (a sale is not its own comp).
 */
export function compsFor(
  subject: CardFacts & { key?: string; priceUSD: number | null },
  sales: readonly SaleFacts[],
): Comps | null {
  const seen = new Set<string>(subject.key === undefined ? [] : [subject.key]);
  const matching: SaleFacts[] = [];
  for (const sale of sales) {
    if (seen.has(sale.key) || !Number.isFinite(sale.priceUSD) || sale.priceUSD <= 0) continue;
    if (!sameCard(subject, sale)) continue;
    seen.add(sale.key);
    matching.push(sale);
  }
  const middle = median(matching.map((sale) => sale.priceUSD));
  if (middle === null) return null;
  matching.sort((left, right) => right.time - left.time);
  const [last] = matching;
  if (!last) return null;
  const { priceUSD } = subject;
  const vsMedianPct = priceUSD === null || !Number.isFinite(priceUSD) ? null : (priceUSD / middle - 1) * 100;
  return { sales: matching, median: middle, last, vsMedianPct };
}

/** Sales grouped by each fact comps match on, so that a listing's comps are looked up among thousands, not searched. */
export interface SalesIndex {
  sales: readonly SaleFacts[];
  /** Fact (grade and asset, certificate or name) → the positions in `sales` of the sales that have it. */
  byFact: Map<string, number[]>;
}

const factKeys = (facts: CardFacts): string[] =>
  facts.grade === null
    ? []
    : [
        ...(facts.assetId === null ? [] : [`${facts.grade}|a|${facts.assetId}`]),
        ...(facts.certificate === null ? [] : [`${facts.grade}|c|${facts.certificate}`]),
        ...facts.names.filter((name) => name !== '').map((name) => `${facts.grade}|n|${name}`),
      ];

export function indexSales(sales: readonly SaleFacts[]): SalesIndex {
  const byFact = new Map<string, number[]>();
  sales.forEach((sale, position) => {
    for (const fact of factKeys(sale)) {
      const positions = byFact.get(fact);
      if (positions) positions.push(position);
      else byFact.set(fact, [position]);
    }
  });
  return { sales, byFact };
}

/**
 * The same as `compsFor` over the indexed sales: a sale of the same card shares its grade and at least one of asset,
 * certificate or name with the subject, so only the sales filed under the subject's facts are compared.
 */
export function compsIn(subject: CardFacts & { key?: string; priceUSD: number | null }, index: SalesIndex) {
  const positions = new Set<number>();
  for (const fact of factKeys(subject)) for (const position of index.byFact.get(fact) ?? []) positions.add(position);
  // In the order of the list, so that sales of the same time come out as compsFor gives them.
  const candidates = [...positions].sort((left, right) => left - right).map((position) => index.sales[position]);
  return compsFor(
    subject,
    candidates.filter((sale): sale is SaleFacts => sale !== undefined),
  );
}
