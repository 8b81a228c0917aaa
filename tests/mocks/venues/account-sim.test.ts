import { describe, expect, it } from 'vitest';
import { DEMO_VOLUME_BOT_ADDRESSES } from '../../../src/mocks/db';
import { dayActivity, simAccountState, simFills, simFundingPayments } from '../../../src/mocks/venues/account-sim';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 14, 30);
const address = DEMO_VOLUME_BOT_ADDRESSES.hyperliquid;

describe("the demo's venue accounts", () => {
  it('fill all through the UTC day, so today’s volume grows as the day goes on', () => {
    const today = Date.UTC(2026, 10, 23);
    const morning = simFills('hyperliquid', address, today + 6 * 3_600_000).filter((fill) => fill.time >= today);
    const afternoon = simFills('hyperliquid', address, NOW).filter((fill) => fill.time >= today);
    expect(morning.length).toBeGreaterThan(3);
    expect(afternoon.length).toBeGreaterThan(morning.length);
    // The fills of the morning are the same fills later in the day: the past does not change.
    expect(afternoon.slice(-morning.length)).toEqual(morning);
  });

  it('have busier and quieter days, within the bounds of the pace', () => {
    const factors = Array.from({ length: 14 }, (_, index) => dayActivity('hyperliquid', NOW - index * DAY));
    for (const factor of factors) {
      expect(factor).toBeGreaterThanOrEqual(0.55);
      expect(factor).toBeLessThanOrEqual(1.45);
    }
    expect(Math.max(...factors) - Math.min(...factors)).toBeGreaterThan(0.3);
  });

  it('receive or pay funding every hour on each open position, and the payments move with the rate', () => {
    const payments = simFundingPayments('hyperliquid', address, NOW);
    const lastHour = payments.filter((payment) => payment.time === payments[0]?.time);
    expect(lastHour).toHaveLength(2);
    expect(new Set(payments.slice(0, 48).map((payment) => payment.payout)).size).toBeGreaterThan(10);
    const later = simFundingPayments('hyperliquid', address, NOW + 3_600_000);
    expect(later[0]?.time).toBe((payments[0]?.time ?? 0) + 3_600_000);
  });

  it('an address the demo does not know has no account', () => {
    expect(simFills('hyperliquid', '0x0000000000000000000000000000000000000000', NOW)).toEqual([]);
    expect(simAccountState('pacifica', 'nobody', NOW)).toBeNull();
  });
});
