import { certificateOf, eventKey, type FeedEvent, gradeNumber } from '../../../feed/model/feed-event';
import type { ResolvedCard } from '../../../cards/model/card';
import type { CardFacts, Comps, SalesIndex } from '../../../cards/model/comps';
import { cardFacts } from '../../../cards/model/card-facts';
import { pricedComps } from '../../../cards/model/card-comps';
import { cardComps } from '../../../cards/comps-board';
import type { WantedCard } from '../../../cards/card-book';

/** The certificates of the events shown, each once, with the grade each says. */
export function wantedCards(events: readonly FeedEvent[]): WantedCard[] {
  const wanted = new Map<string, WantedCard>();
  for (const event of events) {
    const certificate = certificateOf(event.psaId);
    if (certificate !== null && !wanted.has(certificate)) {
      wanted.set(certificate, { certificate, grade: gradeNumber(event.grade) });
    }
  }
  return [...wanted.values()];
}

export function eventFacts(event: FeedEvent, card: ResolvedCard | null | undefined): CardFacts {
  return cardFacts(
    { certificate: certificateOf(event.psaId), feedName: event.name, grade: gradeNumber(event.grade) },
    card,
  );
}

/**
 * Each event's comps among the sales: its card and grade's one figure (comps-board), against the event's price. Worked
 * out when a row first asks (the rows rendered, at most 50) and remembered for these sales and cards: not for every
 * event a panel holds (a thousand with its history) on every batch.
 */
export function compsLookup(
  sales: SalesIndex,
  cardOf: (event: FeedEvent) => ResolvedCard | null | undefined,
): (event: FeedEvent) => Comps | null {
  const known = new Map<string, Comps | null>();
  return (event) => {
    const key = eventKey(event);
    let comps = known.get(key);
    if (comps === undefined) {
      const said = { certificate: certificateOf(event.psaId), feedName: event.name, grade: gradeNumber(event.grade) };
      const shared = cardComps(sales, said, cardOf(event));
      comps = shared === null ? null : pricedComps(shared, event.priceUSD);
      known.set(key, comps);
    }
    return comps;
  };
}

/**
 * Where a row's market value comes from, best first: the feed's own difference or percentage, else the valuation's
 * predicted price for the card at its grade, else the median of its comps; null when none is known.
 */
export type ValueSource = 'feed' | 'valuation' | 'comps';

export function valueSource(
  event: Pick<FeedEvent, 'difference' | 'percentage'>,
  card: ResolvedCard | null | undefined,
  hasComps: boolean,
): ValueSource | null {
  if ((event.difference ?? event.percentage ?? 0) !== 0) return 'feed';
  if (card?.predictedPrice !== null && card?.predictedPrice !== undefined && card.predictedPrice > 0)
    return 'valuation';
  return hasComps ? 'comps' : null;
}

/** The names an event goes by, for the filters and alert rules: the feed's and, once resolved, the card's. */
export function eventNames(event: FeedEvent, card: ResolvedCard | null | undefined): string[] {
  return [event.name, card?.name].filter((name): name is string => Boolean(name));
}
