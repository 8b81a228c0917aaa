import type { FeedEvent } from '../../src/feed/model/feed-event';

/** The moment the history tests run at. */
export const NOW = 1_763_700_000_000;

/** A listing as the parser leaves it; `fields` overrides any of it. */
export function storedEvent(fields: Partial<FeedEvent> = {}): FeedEvent {
  return {
    platform: 'collector_crypt',
    kind: 'listing',
    tokenMint: 'Mint1',
    time: NOW,
    receivedAt: NOW,
    timestampKey: String(NOW),
    image: 'https://cdn.example/card.png',
    name: 'Charizard',
    // A certificate the demo valuation does not know: the row keeps the feed's own name (cards are tested apart).
    psaId: '73027008',
    grade: '10',
    priceSOL: 2.5,
    priceUSD: 450,
    link: 'https://collectorcrypt.com/assets/solana/Mint1',
    isGoodDeal: false,
    difference: 0,
    percentage: 0,
    buyer: null,
    seller: null,
    ...fields,
  };
}
