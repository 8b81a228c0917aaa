import { http, HttpResponse } from 'msw';
import { env } from '../../../config/env';
import { networkDelay } from '../../latency';
import {
  decimalText,
  simAssetsOn,
  simHourlyRate,
  simOpenInterestUsd,
  simPrice,
  simSettlements,
  simVolumeUsd,
} from '../../venues/market-sim';
import { historyFaultReply, venueFaultReply } from '../../venues/venue-faults';
import { simAccountState, simFills, simFundingPayments, type SimFill } from '../../venues/account-sim';

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

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const fixed = (value: number, digits = 6) => String(Number(value.toFixed(digits)));

/** POST /info {"type":"clearinghouseState","user"}: an unknown address gets zeros and no position, as on Hyperliquid. */
export function hyperliquidClearinghouseState(user: string, now = Date.now()) {
  const state = simAccountState('hyperliquid', user, now);
  const summary = {
    accountValue: fixed(state?.equity ?? 0),
    totalNtlPos: fixed(state?.positions.reduce((sum, p) => sum + Math.abs(p.size * p.markPrice), 0) ?? 0),
    totalRawUsd: fixed(state?.equity ?? 0),
    totalMarginUsed: fixed(state?.marginUsed ?? 0),
  };
  return {
    marginSummary: summary,
    crossMarginSummary: summary,
    crossMaintenanceMarginUsed: fixed((state?.marginUsed ?? 0) / 2),
    withdrawable: fixed(state?.available ?? 0),
    assetPositions: (state?.positions ?? []).map((p) => ({
      type: 'oneWay',
      position: {
        coin: p.asset.base,
        szi: decimalText(p.size, 6),
        leverage: { type: 'cross', value: 5 },
        entryPx: decimalText(p.entryPrice),
        positionValue: fixed(Math.abs(p.size * p.markPrice)),
        unrealizedPnl: fixed(p.size * (p.markPrice - p.entryPrice)),
        returnOnEquity: '0.0',
        liquidationPx: decimalText(p.liquidationPrice),
        marginUsed: fixed(Math.abs(p.size * p.markPrice) / 5),
        maxLeverage: 40,
        cumFunding: { allTime: '0.0', sinceOpen: '0.0', sinceChange: '0.0' },
      },
    })),
    time: now,
  };
}

function fillRow(fill: SimFill) {
  return {
    coin: fill.asset.base,
    px: decimalText(fill.price),
    sz: decimalText(fill.size, 6),
    side: fill.buy ? 'B' : 'A',
    time: fill.time,
    startPosition: '0.0',
    dir: fill.buy ? 'Open Long' : 'Open Short',
    closedPnl: '0.0',
    hash: `0x${fill.id.toString(16).padStart(64, '0')}`,
    oid: fill.id,
    crossed: true,
    fee: fixed(fill.fee),
    tid: fill.id,
    feeToken: 'USDC',
  };
}

/** POST /info {"type":"userFills","user"}: the 2,000 most recent fills, newest first. */
export function hyperliquidUserFills(user: string, now = Date.now()) {
  return simFills('hyperliquid', user, now).slice(0, 2000).map(fillRow);
}

/**
 * POST /info {"type":"userFillsByTime","user","startTime","endTime"?}: the fills from startTime to endTime (or now),
 * oldest first, 2,000 at most; only the 10,000 most recent fills are served at all, as on Hyperliquid.
 */
export function hyperliquidUserFillsByTime(user: string, startTime: number, endTime?: number, now = Date.now()) {
  const end = endTime ?? now;
  return simFills('hyperliquid', user, now)
    .slice(0, 10_000)
    .filter((fill) => fill.time >= startTime && fill.time <= end)
    .reverse()
    .slice(0, 2000)
    .map(fillRow);
}

/** POST /info {"type":"userFunding","user","startTime"}: payments from startTime, oldest first, 500 at most. */
export function hyperliquidUserFunding(user: string, startTime: number, now = Date.now()) {
  return simFundingPayments('hyperliquid', user, now)
    .filter((payment) => payment.time >= startTime)
    .reverse()
    .slice(0, 500)
    .map((payment) => ({
      time: payment.time,
      hash: `0x${payment.id.toString(16).padStart(64, '0')}`,
      delta: {
        type: 'funding',
        coin: payment.asset.base,
        usdc: fixed(payment.payout),
        szi: decimalText(payment.size, 6),
        fundingRate: decimalText(payment.rate, 6),
        nSamples: null,
      },
    }));
}

const nameOf = (asset: { base: string; lot?: { hyperliquid?: number } }) =>
  asset.lot?.hyperliquid ? `k${asset.base}` : asset.base;

/** POST /info {"type":"fundingHistory","coin","startTime","endTime"?}: settled hours, oldest first, 500 at most. */
export function hyperliquidFundingHistory(coin: string, startTime: number, endTime?: number, now = Date.now()) {
  const asset = simAssetsOn('hyperliquid').find((candidate) => nameOf(candidate) === coin);
  if (!asset) return [];
  return simSettlements(asset, 'hyperliquid', 1, startTime, Math.min(endTime ?? now, now))
    .slice(0, 500)
    .map((settlement) => ({
      coin,
      fundingRate: decimalText(settlement.ratePerInterval, 6),
      premium: decimalText(settlement.ratePerInterval * 0.4 - 0.0003, 6),
      // Hyperliquid stamps a settlement a few milliseconds after the hour.
      time: settlement.time + 37,
    }));
}

const notDeserialised = () =>
  HttpResponse.text('Failed to deserialize the JSON body into the target type', { status: 422 });

export const hyperliquidHandlers = [
  http.post(`${env.venueUrls.hyperliquid}/info`, async ({ request }) => {
    await networkDelay();
    const body = (await request.json().catch(() => null)) as {
      type?: unknown;
      user?: unknown;
      coin?: unknown;
      startTime?: unknown;
      endTime?: unknown;
    } | null;
    // The funding history is counted (and can be failed) apart from the market data and account reads.
    if (body?.type === 'fundingHistory') {
      const historyFault = historyFaultReply('hyperliquid', request);
      if (historyFault) return historyFault;
      if (typeof body.coin !== 'string' || typeof body.startTime !== 'number') return notDeserialised();
      const endTime = typeof body.endTime === 'number' ? body.endTime : undefined;
      return HttpResponse.json(hyperliquidFundingHistory(body.coin, body.startTime, endTime));
    }
    const fault = venueFaultReply('hyperliquid', request);
    if (fault) return fault;
    if (body?.type === 'metaAndAssetCtxs') return HttpResponse.json(hyperliquidReply());
    const user = typeof body?.user === 'string' && EVM_ADDRESS.test(body.user) ? body.user : null;
    if (!user) return notDeserialised();
    if (body?.type === 'clearinghouseState') return HttpResponse.json(hyperliquidClearinghouseState(user));
    if (body?.type === 'userFills') return HttpResponse.json(hyperliquidUserFills(user));
    if (body?.type === 'userFillsByTime' && typeof body.startTime === 'number') {
      const endTime = typeof body.endTime === 'number' ? body.endTime : undefined;
      return HttpResponse.json(hyperliquidUserFillsByTime(user, body.startTime, endTime));
    }
    if (body?.type === 'userFunding' && typeof body.startTime === 'number') {
      return HttpResponse.json(hyperliquidUserFunding(user, body.startTime));
    }
    return notDeserialised();
  }),
];
