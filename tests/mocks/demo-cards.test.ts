import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CATALOGUE, DEMO_COPIES } from '../../src/mocks/demo-cards';
import { demoFeedMessage, nextDemoFrameDelay } from '../../src/mocks/demo-feed';
import { DEMO_CERTIFICATES } from '../../src/mocks/handlers/valuation';

/** A repeatable Math.random (a small linear congruential generator), so the demo's draws are the same each run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the demo cards', () => {
  it('are a few dozen real-looking cards across sets, each copy with its own certificate the valuation knows', () => {
    expect(DEMO_CATALOGUE.length).toBeGreaterThanOrEqual(20);
    expect(new Set(DEMO_CATALOGUE.map((card) => card.brand)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(DEMO_COPIES.map((copy) => copy.certificate)).size).toBe(DEMO_COPIES.length);
    for (const copy of DEMO_COPIES) {
      expect(copy.certificate).toMatch(/^\d{8}$/);
      expect(DEMO_CERTIFICATES[copy.certificate]?.assetId).toBe(copy.card.assetId);
    }
    // The README's certificates are still there.
    expect(DEMO_CERTIFICATES['12345678']?.name).toBe('Charizard Holo');
    expect(DEMO_CERTIFICATES['87654321']?.name).toBe('Pikachu Illustrator');
  });

  it('sell the same card and grade again within a minute of the demo feed, and some certificates stay unknown', () => {
    for (const seed of [1, 2, 3]) {
      vi.spyOn(Math, 'random').mockImplementation(seededRandom(seed));
      const sold = new Map<string, number>();
      let unknown = 0;
      for (let elapsed = 0; elapsed < 60_000; elapsed += nextDemoFrameDelay()) {
        const { type, data } = demoFeedMessage('http://demo.test');
        const cert = DEMO_CERTIFICATES[String(data.psaId)];
        if (!cert) unknown++;
        if (type === 'new_sale' && cert) {
          const key = `${cert.assetId}|${String(data.grade)}`;
          sold.set(key, (sold.get(key) ?? 0) + 1);
        }
      }
      expect(Math.max(...sold.values())).toBeGreaterThanOrEqual(2);
      expect(unknown).toBeGreaterThan(0);
      vi.restoreAllMocks();
    }
  });
});
