/** Realistic listings and sales for the demo feed. Images are served by the app itself, never fetched from afar. */
interface DemoCard {
  name: string;
  image: string;
  basePrice: number;
}

const CARDS: [DemoCard, ...DemoCard[]] = [
  { name: 'Charizard', image: 'charizard', basePrice: 420 },
  { name: 'Pikachu', image: 'pikachu', basePrice: 95 },
  { name: 'Mewtwo', image: 'mewtwo', basePrice: 160 },
  { name: 'Umbreon', image: 'umbreon', basePrice: 310 },
  { name: 'Rayquaza', image: 'rayquaza', basePrice: 220 },
  { name: 'Lugia', image: 'lugia', basePrice: 260 },
];

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
  const card = pick(CARDS);
  const grade = pick([10, 10, 9, 9, 9, 8]);
  const market = card.basePrice * (grade === 10 ? 1.8 : grade === 9 ? 1 : 0.6);
  const isGoodDeal = Math.random() < 0.3;
  const priceUSD = round(market * (isGoodDeal ? 0.7 + Math.random() * 0.15 : 0.95 + Math.random() * 0.25), 2);
  const difference = round(market - priceUSD, 2);
  const tokenMint = randomBase58(44);
  const data: Record<string, unknown> = {
    tokenMint,
    timestamp: Date.now(),
    image: `${origin}/demo-cards/${card.image}.svg`,
    name: `${card.name} PSA ${grade}`,
    psaId: String(40_000_000 + Math.floor(Math.random() * 59_999_999)),
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
