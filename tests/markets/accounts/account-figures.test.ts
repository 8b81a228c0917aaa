import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFiguresOf, accountFiguresSchema } from '../../../src/markets/accounts/account-figures';
import { marketKeys } from '../../../src/markets/market-keys';
import type { AccountActivity, AccountBalance } from '../../../src/markets/model/account';

const balance: AccountBalance = {
  venue: 'lighter',
  address: '0xabc',
  status: 'ok',
  equityUsd: 900,
  availableUsd: 500,
  positions: [
    {
      market: 'SOL',
      side: 'long',
      size: 1.2,
      entryPrice: 180,
      valueUsd: 216,
      unrealizedPnlUsd: 1,
      markPrice: 181,
      liquidationPrice: null,
      openedAt: 1_763_000_000_000,
    },
  ],
  droppedRows: 0,
  readAt: 1_763_700_000_000,
};

const activity: AccountActivity = {
  venue: 'pacifica',
  address: 'Addr',
  status: 'ok',
  events: [
    {
      kind: 'fill',
      venue: 'pacifica',
      id: '1',
      time: 1,
      market: 'SOL',
      side: 'sell',
      size: 1,
      price: 180,
      feeUsd: 0.07,
    },
    {
      kind: 'funding',
      venue: 'pacifica',
      id: '2',
      time: 2,
      market: 'SOL',
      side: 'short',
      size: 1,
      rate: 0.0001,
      amountUsd: -0.02,
    },
  ],
  droppedRows: 1,
  readAt: 3,
  cutShort: { fill: null, funding: 2 },
};

describe('an account read as one tab hands it to another', () => {
  it('is a balance or an activity read under its own key', () => {
    expect(accountFiguresOf(marketKeys.account('balance', 'lighter', '0xabc'), balance, 5)).toEqual({
      kind: 'balance',
      updatedAt: 5,
      data: balance,
    });
    expect(accountFiguresOf(marketKeys.account('activity', 'pacifica', 'Addr'), activity, 6)).toEqual({
      kind: 'activity',
      updatedAt: 6,
      data: activity,
    });
  });

  it('is nothing for another query, or data that does not read as that kind', () => {
    expect(accountFiguresOf(marketKeys.venue('lighter'), balance, 5)).toBeNull();
    expect(accountFiguresOf(['markets', 'account', 'balance', 'lighter', '0xabc', 'extra'], balance, 5)).toBeNull();
    expect(accountFiguresOf(['other', 'account', 'balance', 'lighter', '0xabc'], balance, 5)).toBeNull();
    expect(accountFiguresOf(marketKeys.account('balance', 'pacifica', 'Addr'), activity, 5)).toBeNull();
    expect(accountFiguresOf(marketKeys.account('balance', 'lighter', '0xabc'), undefined, 5)).toBeNull();
    expect(accountFiguresOf(marketKeys.account('balance', 'lighter', '0xabc'), balance, Number.NaN)).toBeNull();
    expect(accountFiguresOf(marketKeys.account('balance', 'lighter', '0xdef'), balance, 5)).toBeNull();
    expect(accountFiguresOf(marketKeys.account('activity', 'lighter', '0xabc'), balance, 5)).toBeNull();
  });

  it('a tab receiving a read takes it whole, and refuses it whole for one hostile row', () => {
    expect(accountFiguresSchema.safeParse({ kind: 'balance', updatedAt: 5, data: balance }).data).toEqual({
      kind: 'balance',
      updatedAt: 5,
      data: balance,
    });
    expect(accountFiguresSchema.safeParse({ kind: 'activity', updatedAt: 6, data: activity }).success).toBe(true);
    const [first, ...rest] = activity.events;
    const hostile = { ...activity, events: [{ ...first, market: '<img src=x onerror=alert(1)>'.repeat(20) }, ...rest] };
    expect(accountFiguresSchema.safeParse({ kind: 'activity', updatedAt: 6, data: hostile }).success).toBe(false);
    const extra = { ...activity, events: [{ ...first, html: '<b>' }, ...rest] };
    expect(accountFiguresSchema.safeParse({ kind: 'activity', updatedAt: 6, data: extra }).success).toBe(false);
  });

  it('property: a tab receiving a read refuses it whole for any figure that is not a finite number within bounds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constant(Number.NaN),
          fc.constant(Infinity),
          fc.double({ min: 1.0000001e15, noNaN: true }),
          fc.string(),
          fc.constant(null),
        ),
        fc.constantFrom('equityUsd', 'availableUsd'),
        (bad, field) => {
          const data = { ...balance, [field]: bad };
          expect(accountFiguresSchema.safeParse({ kind: 'balance', updatedAt: 5, data }).success).toBe(false);
        },
      ),
    );
  });
});
