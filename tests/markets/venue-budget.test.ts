import { describe, expect, it } from 'vitest';
import { itemWeight, MAX_RETRY_HINT_MS, retryDelayMs } from '../../src/markets/model/venue-budget';
import { accountAddressKind, factsOf, venueName, walletHoldsSpot } from '../../src/markets/model/venues';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

describe("a call's weight", () => {
  const fundingHistory = { weight: 20, perItems: 20, maxItems: 500 };

  it('counts a full page before the reply and what the reply held after it (Hyperliquid: 20, and 1 per 20 rows)', () => {
    const weight = itemWeight(fundingHistory, (rows: readonly unknown[]) => rows.length);
    expect(weight.upTo).toBe(45);
    expect(weight.of?.([])).toBe(20);
    expect(weight.of?.(Array.from({ length: 1 }))).toBe(21);
    expect(weight.of?.(Array.from({ length: 168 }))).toBe(29);
    // A reply longer than a page is still counted as a page: the gate let it go on that.
    expect(weight.of?.(Array.from({ length: 900 }))).toBe(45);
  });

  it('never counts a negative number of rows', () => {
    expect(itemWeight(fundingHistory, () => -40).of?.(null)).toBe(20);
  });

  it('is the fixed weight alone where the venue does not charge for the rows, or publishes no page size', () => {
    expect(itemWeight({ weight: 3 }, () => 100)).toEqual({ upTo: 3 });
    expect(itemWeight({ weight: 3, perItems: 20 }, () => 100)).toEqual({ upTo: 3 });
    expect(itemWeight({ weight: 3, maxItems: 100 }, () => 100)).toEqual({ upTo: 3 });
  });
});

describe("a 429's retry hint", () => {
  it('reads Retry-After as seconds, with spaces or a fraction, or as an HTTP date', () => {
    expect(retryDelayMs('retry-after', { 'retry-after': '30' }, NOW)).toBe(30_000);
    expect(retryDelayMs('retry-after', { 'retry-after': ' 2 ' }, NOW)).toBe(2_000);
    expect(retryDelayMs('retry-after', { 'retry-after': '1.25' }, NOW)).toBe(1_250);
    expect(retryDelayMs('retry-after', { 'retry-after': new Date(NOW + 90_000).toUTCString() }, NOW)).toBe(90_000);
    // A date already past: come back now.
    expect(retryDelayMs('retry-after', { 'retry-after': new Date(NOW - 5_000).toUTCString() }, NOW)).toBe(0);
  });

  it('takes no delay from what is not one', () => {
    for (const text of ['soon', '-3', '1.', '.5', '5x', '', '2026-11-28T12:01:30Z']) {
      expect(retryDelayMs('retry-after', { 'retry-after': text }, NOW)).toBeNull();
    }
    expect(retryDelayMs('retry-after', {}, NOW)).toBeNull();
    expect(retryDelayMs('retry-after', undefined, NOW)).toBeNull();
    expect(retryDelayMs('ratelimit', undefined, NOW)).toBeNull();
  });

  it("reads the RateLimit header's t (Pacifica) before Retry-After, wherever t stands", () => {
    const both = { ratelimit: '"credits";r=0;t=32', 'retry-after': '5' };
    expect(retryDelayMs('ratelimit', both, NOW)).toBe(32_000);
    expect(retryDelayMs('ratelimit', { ratelimit: 't=4' }, NOW)).toBe(4_000);
    expect(retryDelayMs('ratelimit', { ratelimit: '"credits"; r=0; t=1.5' }, NOW)).toBe(1_500);
    // Without a t, Retry-After; a venue read with the other hint does not look at RateLimit.
    expect(retryDelayMs('ratelimit', { ratelimit: '"credits";r=0', 'retry-after': '5' }, NOW)).toBe(5_000);
    expect(retryDelayMs('ratelimit', { ratelimit: '"credits";r=0' }, NOW)).toBeNull();
    expect(retryDelayMs('retry-after', both, NOW)).toBe(5_000);
  });

  it('believes a delay up to ten minutes, and none beyond', () => {
    const seconds = (ms: number) => String(ms / 1_000);
    expect(retryDelayMs('retry-after', { 'retry-after': seconds(MAX_RETRY_HINT_MS) }, NOW)).toBe(MAX_RETRY_HINT_MS);
    expect(retryDelayMs('retry-after', { 'retry-after': seconds(MAX_RETRY_HINT_MS + 1_000) }, NOW)).toBeNull();
    expect(retryDelayMs('ratelimit', { ratelimit: 't=3600' }, NOW)).toBeNull();
  });
});

describe("a venue's facts by its id", () => {
  it('names a known venue and gives its account form; an id no venue has reads as itself, Ethereum-like', () => {
    expect(factsOf('pacifica')?.name).toBe('Pacifica');
    expect(factsOf('testex')).toBeUndefined();
    expect(venueName('hyperliquid')).toBe('Hyperliquid');
    expect(venueName('testex')).toBe('testex');
    expect(accountAddressKind('pacifica')).toBe('solana');
    expect(accountAddressKind('lighter')).toBe('evm');
    expect(accountAddressKind('testex')).toBe('evm');
    expect(walletHoldsSpot('pacifica')).toBe(true);
    expect(walletHoldsSpot('hyperliquid')).toBe(false);
    expect(walletHoldsSpot('testex')).toBe(false);
  });
});
