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

/** GET /api/v1/info/prices: hourly rates, open interest in coins, 24 h volume in USD. */
export function pacificaPrices(now = Date.now()) {
  const data = simAssetsOn('pacifica').map((asset) => {
    const lot = asset.lot?.pacifica ?? 1;
    const mark = simPrice(asset, 'pacifica', now) * lot;
    return {
      funding: decimalText(simHourlyRate(asset, 'pacifica', now - 3_600_000), 6),
      mark: decimalText(mark),
      mid: decimalText(mark * 1.00002),
      next_funding: decimalText(simHourlyRate(asset, 'pacifica', now), 6),
      open_interest: decimalText(simOpenInterestUsd(asset, 'pacifica', now) / mark),
      oracle: decimalText(mark * 0.9999),
      symbol: lot === 1 ? asset.base : `k${asset.base}`,
      timestamp: now,
      volume_24h: decimalText(simVolumeUsd(asset, 'pacifica', now), 12),
      yesterday_price: decimalText(mark * 0.985),
    };
  });
  return { success: true, data, error: null, code: null };
}

export const pacificaHandlers = [
  http.get(`${env.venueUrls.pacifica}/api/v1/info/prices`, async ({ request }) => {
    await networkDelay();
    return venueFaultReply('pacifica', request) ?? HttpResponse.json(pacificaPrices());
  }),
];
