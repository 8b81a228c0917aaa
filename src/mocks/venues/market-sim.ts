import type { VenueId } from '../../config/env';
import { VENUE_LIST } from '../../markets/venues/venue-list';

/**
 * The demo's perpetual markets: the same assets on several venues with moving prices and funding, so that the
 * market panels have something to compare. Each venue's handler turns these into that venue's own reply shape,
 * symbols and units. Everything is a function of the clock, so two venues read at the same moment agree on prices.
 */
export interface SimAsset {
  base: string;
  price: number;
  /** Venues that list it (each venue's facts say which of the demo's markets it lists); BTC, ETH and SOL are on all. */
  venues: readonly VenueId[];
  /** Lot size where a venue trades the asset in thousands (kPEPE, 1000PEPEUSDT). */
  lot?: Partial<Record<VenueId, number>>;
  /** Typical open interest in USD on one venue. */
  openInterestUsd: number;
}

const ALL: readonly VenueId[] = VENUE_LIST.map((venue) => venue.id);

/** The demo's markets: what each trades at and how deep it is; which venues list one is in the venues' facts. */
const CATALOGUE: readonly Omit<SimAsset, 'venues' | 'lot'>[] = [
  { base: 'BTC', price: 97_250, openInterestUsd: 420e6 },
  { base: 'ETH', price: 3_420, openInterestUsd: 260e6 },
  { base: 'SOL', price: 182.4, openInterestUsd: 95e6 },
  { base: 'HYPE', price: 38.6, openInterestUsd: 60e6 },
  { base: 'XRP', price: 2.31, openInterestUsd: 40e6 },
  { base: 'DOGE', price: 0.324, openInterestUsd: 30e6 },
  { base: 'SUI', price: 4.12, openInterestUsd: 18e6 },
  { base: 'AVAX', price: 36.9, openInterestUsd: 9e6 },
  { base: 'LINK', price: 22.8, openInterestUsd: 11e6 },
  { base: 'ARB', price: 0.78, openInterestUsd: 6e6 },
  { base: 'WIF', price: 1.94, openInterestUsd: 7e6 },
  { base: 'ENA', price: 0.91, openInterestUsd: 8e6 },
  { base: 'TRUMP', price: 11.7, openInterestUsd: 5e6 },
  { base: 'FARTCOIN', price: 1.12, openInterestUsd: 6e6 },
  { base: 'BNB', price: 712, openInterestUsd: 14e6 },
  { base: 'ASTER', price: 1.38, openInterestUsd: 25e6 },
  { base: 'TIA', price: 5.6, openInterestUsd: 3e6 },
  { base: 'PEPE', price: 0.0000182, openInterestUsd: 12e6 },
  { base: 'BONK', price: 0.0000315, openInterestUsd: 5e6 },
  { base: 'SHIB', price: 0.0000219, openInterestUsd: 4e6 },
];

/** Each market with the venues that list it and their lots, from the venues' facts (`demo`). */
export const SIM_ASSETS: readonly SimAsset[] = CATALOGUE.map((asset) => {
  const listing = VENUE_LIST.filter((venue) => venue.demo.markets.includes(asset.base));
  const lots = listing.flatMap((venue) => {
    const venueLots: Readonly<Record<string, number>> | undefined = venue.demo.lots;
    const lot = venueLots?.[asset.base];
    return lot === undefined ? [] : [[venue.id, lot] as const];
  });
  return {
    ...asset,
    venues: listing.map((venue) => venue.id),
    ...(lots.length > 0 ? { lot: Object.fromEntries(lots) } : {}),
  };
});

/** Venues that settle a given asset on a schedule other than their default (Aster: per symbol; EdgeX: 4 h). */
export const ASTER_FOUR_HOUR_ASSETS: readonly string[] = ['PEPE', 'WIF', 'ENA', 'ASTER'];
export const EDGEX_INTERVAL_HOURS = 4;

let benchAssets: SimAsset[] | null = null;

/**
 * A test or the bench asks for a number of markets: that many per venue, every one on all six venues (fewer than the
 * demo's own: its first ones, BTC and ETH first; more: the demo's own and numbered bench markets after them).
 */
export function setSimMarketCount(count: number | null): void {
  if (count === null) {
    benchAssets = null;
    return;
  }
  if (count <= SIM_ASSETS.length) {
    benchAssets = SIM_ASSETS.slice(0, Math.max(1, count)).map((asset) => ({ ...asset, venues: ALL }));
    return;
  }
  const extra = Array.from({ length: count - SIM_ASSETS.length }, (_, index) => ({
    base: `BENCH${String(index + 1).padStart(3, '0')}`,
    price: 0.5 + ((index * 37) % 200),
    venues: ALL,
    openInterestUsd: 1e6 + ((index * 7919) % 50) * 1e5,
  }));
  benchAssets = [...SIM_ASSETS.map((asset) => ({ ...asset, venues: ALL })), ...extra];
}

export function simAssetsOn(venue: VenueId): SimAsset[] {
  return (benchAssets ?? SIM_ASSETS).filter((asset) => asset.venues.includes(venue));
}

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return (value >>> 0) / 4294967295;
}

/** The fixed traits of a market on a venue: its price basis, its funding's lean, scale and swings' phases. */
interface Traits {
  readonly key: string;
  readonly pricePhase: number;
  readonly fastPhase: number;
  readonly basis: number;
  readonly scale: number;
  readonly lean: number;
  readonly slowPhase: number;
  readonly dayPhase: number;
}

const traitsByAsset = new WeakMap<SimAsset, Map<VenueId, Traits>>();

/**
 * A market's traits on a venue, worked out once: every point of every history served asks for them again, and
 * hashing their keys per point was most of the demo backend's own work on the page's thread.
 */
function traitsOf(asset: SimAsset, venue: VenueId): Traits {
  let byVenue = traitsByAsset.get(asset);
  if (!byVenue) {
    byVenue = new Map();
    traitsByAsset.set(asset, byVenue);
  }
  let traits = byVenue.get(venue);
  if (!traits) {
    const key = `${venue}/${asset.base}`;
    const scale = hash(`${key}/outlier`) < 0.07 ? 6 : 1;
    traits = {
      key,
      pricePhase: hash(asset.base),
      fastPhase: hash(`${asset.base}/fast`),
      basis: hash(`${asset.base}/${venue}`),
      scale,
      lean: (hash(`${key}/lean`) - 0.4) * 0.00004 * scale,
      slowPhase: hash(`${key}/slow`),
      dayPhase: hash(`${key}/day`),
    };
    byVenue.set(venue, traits);
  }
  return traits;
}

const wave = (now: number, periodMs: number, phase: number) => Math.sin((2 * Math.PI * now) / periodMs + phase * 6.283);

/** USD per one unit of the asset: every venue within a few basis points of the others. */
export function simPrice(asset: SimAsset, venue: VenueId, now: number): number {
  const traits = traitsOf(asset, venue);
  const drift = 0.006 * wave(now, 90_000, traits.pricePhase) + 0.002 * wave(now, 17_000, traits.fastPhase);
  const venueBasis = 0.0006 * (traits.basis - 0.5);
  return asset.price * (1 + drift + venueBasis);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Funding as a fraction per hour, as a market's funding behaves: it persists and drifts. Around the usual 0.00125 %/h
 * (11 % a year), each venue leans its own way on each market and drifts over days (two slow swings, of about 3 days and
 * 21 hours), and each hour adds a small step of its own, fixed for the hour. Most markets stay within ±0.01 %/h; about
 * one venue-market in fifteen swings six times as far (the outliers a farmer looks for), and where the swing outweighs
 * the lean the sign turns now and then. A pure function of the time, so the history the handlers serve is the past of
 * the same curve, every venue and every reload agrees, and the best pair moves over hours, not from one read to the
 * next.
 */
export function simHourlyRate(asset: SimAsset, venue: VenueId, now: number): number {
  const { key, scale, lean, slowPhase, dayPhase } = traitsOf(asset, venue);
  const swing =
    0.00002 * scale * (0.65 * wave(now, 3.1 * DAY_MS, slowPhase) + 0.35 * wave(now, 0.87 * DAY_MS, dayPhase));
  const step = (hash(`${key}/${Math.floor(now / HOUR_MS)}`) - 0.5) * 0.000006;
  return 0.0000125 + lean + swing + step;
}

/**
 * The rate settled at `time` for the `intervalHours` before it (per hour): the curve's value in the hour before the
 * settlement, so the last settlement of an hourly venue is the rate it quoted an hour ago.
 */
export function simSettledRate(asset: SimAsset, venue: VenueId, time: number): number {
  return simHourlyRate(asset, venue, time - 1);
}

/**
 * The settlement times of the last `days` days on a venue that settles every `intervalHours`, oldest first, up to
 * `now` (a settlement at a boundary that has just passed is there).
 */
export function simSettlementTimes(now: number, intervalHours: number, from: number): number[] {
  const step = intervalHours * HOUR_MS;
  const times: number[] = [];
  for (let time = Math.ceil(from / step) * step; time <= now; time += step) times.push(time);
  return times;
}

export function simOpenInterestUsd(asset: SimAsset, venue: VenueId, now: number): number {
  const share = 0.4 + hash(`${venue}/${asset.base}/share`) * 1.2;
  return asset.openInterestUsd * share * (1 + 0.01 * wave(now, 60_000, hash(`${asset.base}/oi`)));
}

export function simVolumeUsd(asset: SimAsset, venue: VenueId, now: number): number {
  return simOpenInterestUsd(asset, venue, now) * (1.5 + hash(`${venue}/${asset.base}/turnover`) * 3);
}

/** Decimal text as the venues send it, without the float noise of toString on products. */
export function decimalText(value: number, significant = 8): string {
  return String(Number(value.toPrecision(significant)));
}

export function nextBoundary(now: number, hours: number): number {
  return (Math.floor(now / (hours * HOUR_MS)) + 1) * hours * HOUR_MS;
}

export interface SimSettlement {
  time: number;
  /** The rate for the whole interval, as the venue quotes it. */
  ratePerInterval: number;
}

/** A market's settlements on a venue from `from` to `now`, oldest first, for a venue settling every `intervalHours`. */
export function simSettlements(
  asset: SimAsset,
  venue: VenueId,
  intervalHours: number,
  from: number,
  now: number,
): SimSettlement[] {
  return simSettlementTimes(now, intervalHours, from).map((time) => ({
    time,
    ratePerInterval: simSettledRate(asset, venue, time) * intervalHours,
  }));
}
