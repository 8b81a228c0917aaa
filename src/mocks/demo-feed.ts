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

export interface DemoFeedMessage {
  type: 'new_listing' | 'new_sale';
  data: Record<string, unknown>;
}

export function demoFeedMessage(
  origin: string,
  type: DemoFeedMessage['type'] = Math.random() < 0.65 ? 'new_listing' : 'new_sale',
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
    link: `https://collectorcrypt.com/assets/solana/${tokenMint}`,
    isGoodDeal,
    difference,
    percentage: round((difference / market) * 100, 1),
  };
  if (type === 'new_sale') {
    data.buyer = randomBase58(44);
    if (Math.random() < 0.85) data.seller = randomBase58(44);
  }
  return { type, data };
}
