import type { SeenSale } from '../../feed/model/seen-sales';
import type { ResolvedCard } from './card';
import { cardNameKey, type CardFacts, type SaleFacts } from './comps';

/** The facts comps match on, from what the event says and the card it resolved to (if it has). */
export function cardFacts(
  event: { certificate: string | null; feedName: string | null; grade: number | null },
  card: ResolvedCard | null | undefined,
): CardFacts {
  const names = [event.feedName, card?.name].filter((name): name is string => Boolean(name)).map(cardNameKey);
  return { certificate: event.certificate, assetId: card?.assetId ?? null, names, grade: event.grade };
}

export function saleFacts(sale: SeenSale, card: ResolvedCard | null | undefined): SaleFacts {
  return {
    ...cardFacts(sale, card),
    key: sale.key,
    priceUSD: sale.priceUSD,
    time: sale.time,
    link: sale.link,
    platform: sale.platform,
  };
}
