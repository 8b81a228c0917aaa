import { nextFundingBoundary } from '../../model/funding-schedule';
import type { MarketQuote } from '../../model/market';
import { makeQuote, snapshotOf } from '../shared/make-quote';
import type { VenueReader } from '../shared/read-context';
import { assetCtxSchema, getMetaAndAssetCtxs, universeEntrySchema } from './meta-and-asset-ctxs';
import { malformedReply } from '../../../lib/read-reply';

/** Hyperliquid settles funding every hour, on the hour (its docs: "Funding is paid every hour"). */
export const HYPERLIQUID_FUNDING_INTERVAL_HOURS = 1;

export const readHyperliquid: VenueReader = async ({ baseUrl, signal, now, pass }) => {
  const [meta, contexts] = await getMetaAndAssetCtxs(baseUrl, signal, pass);
  const readAt = now();
  // The two lists are matched by position: if their lengths differ, no market can be trusted to be the right one.
  if (meta.universe.length !== contexts.length) throw malformedReply('universe and assetCtxs differ in length');
  const quotes: (MarketQuote | null)[] = [];
  let rejected = 0;
  meta.universe.forEach((rawEntry, index) => {
    const entry = universeEntrySchema.safeParse(rawEntry);
    const context = assetCtxSchema.safeParse(contexts[index]);
    if (!entry.success || !context.success) {
      rejected += 1;
      return;
    }
    if (entry.data.isDelisted) return;
    quotes.push(
      makeQuote({
        venue: 'hyperliquid',
        symbol: entry.data.name,
        ratePerInterval: context.data.funding,
        intervalHours: HYPERLIQUID_FUNDING_INTERVAL_HOURS,
        nextFundingTime: nextFundingBoundary(readAt, HYPERLIQUID_FUNDING_INTERVAL_HOURS),
        unitPrice: context.data.markPx,
        openInterestUnits: context.data.openInterest,
        volume24hUsd: context.data.dayNtlVlm,
        maxLeverage: entry.data.maxLeverage ?? null,
      }),
    );
  });
  return snapshotOf('hyperliquid', quotes, rejected, readAt);
};
