import { describe, expect, it } from 'vitest';
import { changedBuyingCosts, selectBuyingCosts } from '../../src/account-record/buying-costs';

describe('the buying costs in the account record', () => {
  it('reads each platform’s override on its own, setting aside what cannot be read', () => {
    const costs = selectBuyingCosts({
      buyingCosts: {
        platforms: {
          collector_crypt: { pct: 0.03, fixedUsd: null },
          courtyard: { pct: -1, fixedUsd: 0 },
          phygitals: { pct: null, fixedUsd: 1e9 },
        },
        updatedAt: '2026-11-28T04:00:00.000Z',
      },
    });
    expect(costs).toStrictEqual({
      platforms: { collector_crypt: { pct: 0.03, fixedUsd: null } },
      updatedAt: '2026-11-28T04:00:00.000Z',
      unreadable: ['platforms.courtyard', 'platforms.phygitals'],
    });
  });

  it('reads a record without any as none, and a damaged field as unreadable', () => {
    expect(selectBuyingCosts({})).toStrictEqual({ platforms: {}, updatedAt: null, unreadable: [] });
    expect(selectBuyingCosts({ buyingCosts: 'x' })).toStrictEqual({
      platforms: {},
      updatedAt: null,
      unreadable: ['buyingCosts'],
    });
    expect(selectBuyingCosts({ buyingCosts: { platforms: [1], updatedAt: 5 } }).unreadable).toEqual(['platforms']);
  });

  it('writes the platforms it names, removes those set back, and keeps the rest as the server had them', () => {
    const data = {
      buyingCosts: {
        platforms: { courtyard: { pct: 'odd' }, phygitals: { pct: 0.01, fixedUsd: 1 } },
        other: 'kept',
      },
    };
    const written = changedBuyingCosts(
      data,
      { collector_crypt: { pct: 0.025, fixedUsd: 2 }, phygitals: null },
      new Date('2026-11-28T04:30:00.000Z'),
    );
    expect(written).toStrictEqual({
      platforms: { courtyard: { pct: 'odd' }, collector_crypt: { pct: 0.025, fixedUsd: 2 } },
      other: 'kept',
      updatedAt: '2026-11-28T04:30:00.000Z',
    });
    expect(changedBuyingCosts({ buyingCosts: 7 }, {}, new Date(0))).toStrictEqual({
      platforms: {},
      updatedAt: '1970-01-01T00:00:00.000Z',
    });
  });
});
