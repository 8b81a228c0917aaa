import type { VenueId } from '../../config/env';
import { DEMO_VOLUME_BOT_ADDRESSES } from '../db';
import { SIM_ASSETS, simHourlyRate, simPrice, type SimAsset } from './market-sim';

/**
 * The demo's venue accounts: for the demo user's addresses, balances, positions, fills and funding that follow the
 * clock (a fill every so many minutes, funding every hour, equity moving with prices), so the account panels are
 * alive. Any other address has no account. Each venue's handler turns these into that venue's own reply shapes.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HISTORY_MS = 35 * DAY_MS;

export interface SimPosition {
  asset: SimAsset;
  /** Signed size in coins: negative is short. */
  size: number;
  entryPrice: number;
  markPrice: number;
  /** Where a 5× position would be liquidated: 18 % below the entry for a long, 18 % above for a short. */
  liquidationPrice: number;
  /** When the position was opened (ms). */
  openedAt: number;
}

export interface SimFill {
  id: number;
  time: number;
  asset: SimAsset;
  buy: boolean;
  size: number;
  price: number;
  fee: number;
}

export interface SimFunding {
  id: number;
  time: number;
  asset: SimAsset;
  /** Signed position size the payment was made on. */
  size: number;
  rate: number;
  /** Received is positive. */
  payout: number;
}

interface AccountPlan {
  deposit: number;
  /**
   * Positions as a notional in USD (signed) per asset, and how long ago they were opened. They match the demo's
   * strategies (src/mocks/db.ts): Lighter short SOL against Pacifica long SOL is balanced (0.6 % apart); Hyperliquid
   * short BTC against Pacifica long BTC is 8 % apart; Hyperliquid's ETH short has no Pacifica partner.
   */
  positions: readonly { base: string; notionalUsd: number; heldHours: number }[];
  /** Minutes between two fills. */
  fillEveryMinutes: number;
  /** Notional of one fill in USD, before a per-fill variation. */
  fillUsd: number;
  feeRate: number;
}

const PLANS: Partial<Record<VenueId, AccountPlan>> = {
  hyperliquid: {
    deposit: 12_480,
    positions: [
      { base: 'BTC', notionalUsd: -4_200, heldHours: 30 },
      { base: 'ETH', notionalUsd: -2_600, heldHours: 9 },
    ],
    fillEveryMinutes: 40,
    fillUsd: 1_800,
    feeRate: 0.00035,
  },
  lighter: {
    deposit: 8_150,
    positions: [
      { base: 'SOL', notionalUsd: -3_100, heldHours: 52 },
      { base: 'BTC', notionalUsd: 2_000, heldHours: 20 },
    ],
    fillEveryMinutes: 30,
    fillUsd: 1_200,
    feeRate: 0,
  },
  pacifica: {
    deposit: 5_320,
    positions: [
      { base: 'SOL', notionalUsd: 3_080, heldHours: 52 },
      { base: 'BTC', notionalUsd: 3_864, heldHours: 29 },
    ],
    // Fewer, larger fills (the same volume a day): a page of Pacifica's trade history costs 12 of its 100 credits a
    // minute, so thirty days of hourly fills (8 pages) could not be read in one go within its budget.
    fillEveryMinutes: 180,
    fillUsd: 4_500,
    feeRate: 0.0004,
  },
};

const ADDRESSES: Readonly<Record<string, string | undefined>> = DEMO_VOLUME_BOT_ADDRESSES;

/** The plan of a demo account, or null: an address the demo does not know has no account. */
function planOf(venue: VenueId, address: string): AccountPlan | null {
  const known = ADDRESSES[venue];
  return known !== undefined && known.toLowerCase() === address.toLowerCase() ? (PLANS[venue] ?? null) : null;
}

export function hasSimAccount(venue: VenueId, address: string): boolean {
  return planOf(venue, address) !== null;
}

function unit(seed: number): number {
  const x = Math.sin(seed * 12.9898 + 78.233) * 43758.5453;
  return x - Math.floor(x);
}

function assetOf(base: string): SimAsset {
  const asset = SIM_ASSETS.find((candidate) => candidate.base === base);
  if (!asset) throw new Error(`the demo has no market ${base}`);
  return asset;
}

export function simPositions(venue: VenueId, address: string, now = Date.now()): SimPosition[] {
  const plan = planOf(venue, address);
  if (!plan) return [];
  return plan.positions.map(({ base, notionalUsd, heldHours }) => {
    const asset = assetOf(base);
    const entryPrice = asset.price;
    return {
      asset,
      size: notionalUsd / entryPrice,
      entryPrice,
      markPrice: simPrice(asset, venue, now),
      liquidationPrice: entryPrice * (notionalUsd > 0 ? 0.82 : 1.18),
      // Opened on the hour: the hold shown grows with the clock and starts again every 4 days, within the demo
      // strategies' maximum hold of a week.
      openedAt: (Math.floor(now / HOUR_MS) - heldHours - (Math.floor(now / HOUR_MS) % 96)) * HOUR_MS,
    };
  });
}

export interface SimAccountState {
  equity: number;
  available: number;
  marginUsed: number;
  positions: SimPosition[];
}

export function simAccountState(venue: VenueId, address: string, now = Date.now()): SimAccountState | null {
  const plan = planOf(venue, address);
  if (!plan) return null;
  const positions = simPositions(venue, address, now);
  const unrealised = positions.reduce((sum, p) => sum + p.size * (p.markPrice - p.entryPrice), 0);
  const funding = simFundingPayments(venue, address, now).reduce((sum, f) => sum + f.payout, 0);
  const fees = simFills(venue, address, now).reduce((sum, f) => sum + f.fee, 0);
  const equity = plan.deposit + unrealised + funding - fees;
  const marginUsed = positions.reduce((sum, p) => sum + Math.abs(p.size * p.markPrice), 0) / 5;
  return { equity, available: Math.max(0, equity - marginUsed), marginUsed, positions };
}

/** How busy the bot is on a UTC day, from 0.55 to 1.45 times its usual pace: fixed per venue and day. */
export function dayActivity(venue: VenueId, time: number): number {
  const day = Math.floor(time / DAY_MS);
  return 0.55 + 0.9 * unit(day * 31 + venue.length * 7 + venue.charCodeAt(0));
}

/** The account's fills over the last 35 days, newest first: one every so many minutes, all through the day. */
export function simFills(venue: VenueId, address: string, now = Date.now()): SimFill[] {
  const plan = planOf(venue, address);
  if (!plan) return [];
  const step = plan.fillEveryMinutes * 60_000;
  const fills: SimFill[] = [];
  for (let slot = Math.floor(now / step); slot * step > now - HISTORY_MS; slot -= 1) {
    const time = slot * step + Math.floor(unit(slot) * step * 0.5);
    if (time > now) continue;
    const asset = assetOf(plan.positions[slot % plan.positions.length]?.base ?? 'BTC');
    const price = simPrice(asset, venue, time);
    // Busier and quieter UTC days, so a week of volume has days over and under the target, as a bot's week does.
    const notional = plan.fillUsd * (0.5 + unit(slot + 7)) * dayActivity(venue, time);
    fills.push({
      id: slot,
      time,
      asset,
      buy: unit(slot + 3) > 0.5,
      size: Number((notional / price).toPrecision(6)),
      price: Number(price.toPrecision(8)),
      fee: Number((notional * plan.feeRate).toFixed(6)),
    });
  }
  return fills;
}

/** Hourly funding on each position over the last 35 days, newest first. */
export function simFundingPayments(venue: VenueId, address: string, now = Date.now()): SimFunding[] {
  const plan = planOf(venue, address);
  if (!plan) return [];
  const payments: SimFunding[] = [];
  const positions = simPositions(venue, address, now);
  for (let hour = Math.floor(now / HOUR_MS); hour * HOUR_MS > now - HISTORY_MS; hour -= 1) {
    const time = hour * HOUR_MS;
    positions.forEach((position, index) => {
      const rate = simHourlyRate(position.asset, venue, time);
      const price = simPrice(position.asset, venue, time);
      payments.push({
        id: hour * 10 + index,
        time,
        asset: position.asset,
        size: position.size,
        rate,
        // Longs pay a positive rate, shorts receive it.
        payout: Number((-position.size * price * rate).toFixed(6)),
      });
    });
  }
  return payments;
}
