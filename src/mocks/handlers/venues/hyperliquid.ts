import { http, HttpResponse } from 'msw';
import { env } from '../../../config/env';
import { networkDelay } from '../../latency';
import {
  decimalText,
  simAssetsOn,
  simHourlyRate,
  simOpenInterestUsd,
  simPrice,
  simVolumeUsd,
} from '../../venues/market-sim';
import { venueFaultReply } from '../../venues/venue-faults';

/** POST /info {"type":"metaAndAssetCtxs"}: [meta, assetCtxs], as Hyperliquid answers (see the markets adapter). */
export function hyperliquidReply(now = Date.now()) {
  const assets = simAssetsOn('hyperliquid');
  const universe = assets.map((asset) => ({
    name: asset.lot?.hyperliquid ? `k${asset.base}` : asset.base,
    szDecimals: asset.price > 1000 ? 5 : 1,
    maxLeverage: asset.base === 'BTC' ? 40 : 10,
    marginTableId: asset.base === 'BTC' ? 56 : 52,
  }));
  const contexts = assets.map((asset) => {
    const lot = asset.lot?.hyperliquid ?? 1;
    const markPx = simPrice(asset, 'hyperliquid', now) * lot;
    const oracle = markPx * 0.9998;
    return {
      funding: decimalText(simHourlyRate(asset, 'hyperliquid', now), 6),
      openInterest: decimalText(simOpenInterestUsd(asset, 'hyperliquid', now) / markPx, 8),
      prevDayPx: decimalText(markPx * 0.98, 6),
      dayNtlVlm: decimalText(simVolumeUsd(asset, 'hyperliquid', now), 10),
      premium: decimalText(markPx / oracle - 1, 4),
      oraclePx: decimalText(oracle, 6),
      markPx: decimalText(markPx, 6),
      midPx: decimalText(markPx * 1.00001, 6),
      impactPxs: [decimalText(markPx * 0.9999, 6), decimalText(markPx * 1.0001, 6)],
      dayBaseVlm: decimalText(simVolumeUsd(asset, 'hyperliquid', now) / markPx, 8),
    };
  });
  return [{ universe, marginTables: [], collateralToken: 0 }, contexts];
}

export const hyperliquidHandlers = [
  http.post(`${env.venueUrls.hyperliquid}/info`, async ({ request }) => {
    await networkDelay();
    const fault = venueFaultReply('hyperliquid', request);
    if (fault) return fault;
    const body = (await request.json().catch(() => null)) as { type?: unknown } | null;
    if (body?.type !== 'metaAndAssetCtxs') {
      return HttpResponse.json({ error: 'Failed to deserialize the JSON body' }, { status: 422 });
    }
    return HttpResponse.json(hyperliquidReply());
  }),
];
