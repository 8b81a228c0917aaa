import type { ResolvedCard } from './card';
import { cardNameKey, compsIn, type CardFacts, type Comps, type SalesIndex } from './comps';

/**
 * Comps owned by the card and grade they are of, not by the row that shows them: every row, panel and lookup of one
 * card at one grade asks with the same key and the same facts, so they all read one figure at a given moment.
 */
export interface CompsSubject {
  /** The card and grade: the valuation's asset once resolved, else the certificate and the feed's name. */
  key: string;
  facts: CardFacts;
}

/** What an event, a sale or a lookup says of its card, before and after its certificate is resolved. */
export interface CardSaid {
  certificate: string | null;
  feedName: string | null;
  grade: number | null;
}

/**
 * The subject of a card's comps. Resolved: the asset and the valuation's name alone (two listings of one card under
 * two feed names are one card). Unresolved: its certificate and the feed's name. Null without a grade or without
 * anything to tell the card by.
 */
export function compsSubject(said: CardSaid, card: ResolvedCard | null | undefined): CompsSubject | null {
  const { grade } = said;
  if (grade === null || !Number.isFinite(grade)) return null;
  if (card) {
    const names = [cardNameKey(card.name)].filter((name) => name !== '');
    return { key: `${grade}|a|${card.assetId}`, facts: { certificate: null, assetId: card.assetId, names, grade } };
  }
  const name = said.feedName === null ? '' : cardNameKey(said.feedName);
  if (said.certificate === null && name === '') return null;
  const names = name === '' ? [] : [name];
  return {
    key: `${grade}|c|${said.certificate ?? ''}|n|${name}`,
    facts: { certificate: said.certificate, assetId: null, names, grade },
  };
}

/** One card's comps at one grade, the same for every price asked against them. */
export type CardComps = Omit<Comps, 'vsMedianPct'>;

/** Every sale of the subject's card and grade among the indexed ones (a sale shown counts in its own card's comps). */
export function cardCompsIn(subject: CompsSubject, index: SalesIndex): CardComps | null {
  const comps = compsIn({ ...subject.facts, priceUSD: null }, index);
  if (comps === null) return null;
  const { sales, median, last } = comps;
  return { sales, median, last };
}

/** How far a price is above (+) or below (−) the comps' median, in percent; null without a usable price. */
export function vsMedian(comps: CardComps, priceUSD: number | null): number | null {
  if (priceUSD === null || !Number.isFinite(priceUSD) || priceUSD < 0) return null;
  return (priceUSD / comps.median - 1) * 100;
}

/** The card's comps against one price. */
export function pricedComps(comps: CardComps, priceUSD: number | null): Comps {
  return { ...comps, vsMedianPct: vsMedian(comps, priceUSD) };
}
