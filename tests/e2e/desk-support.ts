import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_COPIES, type DemoCopy } from '../../src/mocks/demo-cards';
import { MOCK_SERVER } from './ports';

/** The collector's desk against the mock server: feed frames of our own, and a valuation that fails where we say. */

/** What the mock valuation answers for a certificate: a failure, or a card of the test's own (hostile text allowed). */
export type ValuationAnswer =
  | 'down'
  | 'malformed'
  | { name: string; brand: string; cardNumber?: string | null; predictedPrice?: number | null }
  | null;

export async function setValuation(
  request: APIRequestContext,
  certificates: Record<string, ValuationAnswer>,
  delayMs?: number,
) {
  const reply = await request.post(`${MOCK_SERVER}/__valuation`, {
    data: { certificates, ...(delayMs === undefined ? {} : { delayMs }) },
  });
  expect(reply.ok()).toBe(true);
}

export interface ValuationLog {
  /** When each certificate was looked up (the Cert call), ms since 1970. */
  lookups: Record<string, number[]>;
  running: number;
  maxRunning: number;
}

export async function valuationLog(request: APIRequestContext): Promise<ValuationLog> {
  return (await (await request.get(`${MOCK_SERVER}/__valuation`)).json()) as ValuationLog;
}

/** Stops (or restarts) the mock server's own demo frames: the test's frames are then the only ones. */
export async function demoFrames(request: APIRequestContext, on: boolean) {
  expect((await request.post(`${MOCK_SERVER}/__feed/demo`, { data: { on } })).ok()).toBe(true);
}

/** How many times the app asked the valuation about a certificate. */
export async function lookupsOf(request: APIRequestContext, certificate: string): Promise<number> {
  return (await valuationLog(request)).lookups[certificate]?.length ?? 0;
}

/** A demo copy the mock valuation knows, by its asset and grade. */
export function demoCopy(assetId: string, grade: number, copy = 0): DemoCopy {
  const found = DEMO_COPIES.filter((entry) => entry.card.assetId === assetId && entry.grade === grade)[copy];
  if (!found) throw new Error(`no demo copy of ${assetId} at ${grade}`);
  return found;
}

let serial = 0;

/** A listing or sale as the feed sends it, with a mint of its own. */
export function feedFrame(
  kind: 'listing' | 'sale',
  fields: { name: string; psaId?: string; grade?: number; priceUSD: number } & Record<string, unknown>,
): string {
  serial += 1;
  const tokenMint = `E2eDesk${kind}${Date.now()}${serial}`.padEnd(44, '1').slice(0, 44);
  return JSON.stringify({
    type: kind === 'listing' ? 'new_listing' : 'new_sale',
    data: {
      platform: 'collector_crypt',
      tokenMint,
      timestamp: Date.now(),
      priceSOL: Math.round((fields.priceUSD / 182.4) * 1000) / 1000,
      link: `https://collectorcrypt.com/assets/solana/${tokenMint}`,
      isGoodDeal: false,
      ...(kind === 'sale' ? { buyer: 'E2eBuyer'.padEnd(44, '2'), seller: 'E2eSeller'.padEnd(44, '3') } : {}),
      ...fields,
    },
  });
}

/** How many feed events this origin keeps in IndexedDB (the feed history). */
export async function storedEvents(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((info) => info.name ?? '');
    const name = names.find((candidate) => candidate.endsWith('_feed_history'));
    if (!name) return 0;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(new Error(`cannot open ${name}`));
    });
    const count = await new Promise<number>((resolve) => {
      const counting = database.transaction('events').objectStore('events').count();
      counting.onsuccess = () => resolve(counting.result);
      counting.onerror = () => resolve(0);
    });
    database.close();
    return count;
  });
}
