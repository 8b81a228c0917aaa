import type { FeedPlatform } from './platforms';

/**
 * What buying a listing costs on each platform on top of its price, as published: `pct` a fraction of the price
 * (royalty, marketplace or buyer's fee), `fixedUsd` per purchase. The user may override either (account record,
 * `buyingCosts`). Apart from the platforms' other facts (platforms.ts) so that the sign-in page, which reads those,
 * does not carry these.
 */
export const PUBLISHED_BUYING_COSTS: Readonly<Record<FeedPlatform, { pct: number; fixedUsd: number }>> = {
  // No buyer's fee is published for Courtyard's fixed-price listings (help.courtyard.io, docs.courtyard.io, read
  // 2026-11): the 10 % buyer's premium there is its auctions', which the feed does not report. Redemption's shipping
  // and sales tax depend on the buyer and are left to an override.
  courtyard: { pct: 0, fixedUsd: 0 },
  // Phygitals publishes no marketplace or royalty fee for buyers (docs.phygitals.com, NFT & Digital Asset Terms, read
  // 2026-11); a Solana compressed NFT's transfer costs a fraction of a cent. Override it if that changes.
  phygitals: { pct: 0, fixedUsd: 0 },
  // "All trades conducted on secondary marketplace are subject to 2 % royalty fee" (Blockworks Research, Collector
  // Crypt financials, blockworks.com/analytics/collector-crypt). Solana's network fee is a fraction of a cent.
  collector_crypt: { pct: 0.02, fixedUsd: 0 },
};
