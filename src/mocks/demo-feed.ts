import { DEMO_COPIES, gradeFactor, type DemoCopy } from './demo-cards';

/** Realistic listings and sales for the demo feed. Images are served by the app itself, never fetched from afar. */

/**
 * Most frames are of a few cards and grades that trade often (so comps show within a minute), the rest of the whole
 * catalogue, and one in ten of a certificate the demo valuation does not know (the row stays as the feed says it).
 */
const HOT_ASSETS = new Set(['asset-charizard-evo', 'asset-umbreon', 'asset-lugia', 'asset-rayquaza-evs']);
const HOT_COPIES = DEMO_COPIES.filter((copy) => HOT_ASSETS.has(copy.card.assetId) && copy.grade >= 9);
const UNKNOWN_SHARE = 0.1;
const HOT_SHARE = 0.55;

function pickCopy(): DemoCopy | null {
  const roll = Math.random();
  if (roll < UNKNOWN_SHARE) return null;
  const from = roll < UNKNOWN_SHARE + HOT_SHARE && HOT_COPIES.length > 0 ? HOT_COPIES : DEMO_COPIES;
  return from[Math.floor(Math.random() * from.length)] ?? null;
}

/** A copy's market value: the valuation's PSA 10 price, less for a lower grade (as the demo valuation says). */
const marketValue = (copy: DemoCopy) => copy.card.basePrice * gradeFactor(copy.grade);

const SOL_USD = 182.4;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function randomBase58(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => BASE58.charAt(byte % BASE58.length)).join('');
}

function pick<T>(items: readonly [T, ...(readonly T[])]): T {
  return items[Math.floor(Math.random() * items.length)] ?? items[0];
}
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The feed reports on three marketplaces; Collector Crypt's frames sometimes carry no platform, as the feed's first
 * version sent them (the app reads those as Collector Crypt's). */
export const DEMO_PLATFORMS = ['collector_crypt', 'courtyard', 'phygitals'] as const;
export type DemoPlatform = (typeof DEMO_PLATFORMS)[number];

const LINKS: Record<DemoPlatform, (tokenMint: string) => string> = {
  collector_crypt: (tokenMint) => `https://collectorcrypt.com/assets/solana/${tokenMint}`,
  courtyard: (tokenMint) => `https://courtyard.io/asset/${tokenMint}`,
  phygitals: (tokenMint) => `https://www.phygitals.com/card/${tokenMint}`,
};

/** The wait before the next demo frame: three platforms share the feed, so every panel still sees a steady flow. */
export const nextDemoFrameDelay = () => 400 + Math.random() * 800;

export interface DemoFeedMessage {
  type: 'new_listing' | 'new_sale';
  data: Record<string, unknown>;
}

export function demoFeedMessage(
  origin: string,
  type: DemoFeedMessage['type'] = Math.random() < 0.65 ? 'new_listing' : 'new_sale',
  platform: DemoPlatform = pick(DEMO_PLATFORMS),
): DemoFeedMessage {
  const copy = pickCopy();
  const grade = copy?.grade ?? pick([10, 9, 9, 8]);
  const card = copy?.card ?? {
    name: pick(['Gengar', 'Blastoise', 'Snorlax', 'Gyarados']),
    image: 'mewtwo',
    basePrice: 300,
  };
  const market = copy ? marketValue(copy) : card.basePrice * gradeFactor(grade);
  const isGoodDeal = Math.random() < 0.3;
  const priceUSD = round(market * (isGoodDeal ? 0.7 + Math.random() * 0.15 : 0.95 + Math.random() * 0.25), 2);
  const difference = round(market - priceUSD, 2);
  const tokenMint = randomBase58(44);
  const data: Record<string, unknown> = {
    tokenMint,
    timestamp: Date.now(),
    image: `${origin}/demo-cards/${card.image}.svg`,
    name: `${card.name} PSA ${grade}`,
    // An unknown certificate is drawn where no catalogue copy starts (80000000 and up).
    psaId: copy?.certificate ?? String(80_000_000 + Math.floor(Math.random() * 19_999_999)),
    grade,
    priceSOL: round(priceUSD / SOL_USD, 3),
    priceUSD,
    link: LINKS[platform](tokenMint),
    isGoodDeal,
    difference,
    percentage: round((difference / market) * 100, 1),
  };
  if (platform !== 'collector_crypt' || Math.random() < 0.5) data.platform = platform;
  if (type === 'new_sale') {
    data.buyer = randomBase58(44);
    if (Math.random() < 0.85) data.seller = randomBase58(44);
  }
  return { type, data };
}
