import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyGridForm,
  gridConfigSchema,
  gridFormSchema,
  toForm,
  type GridConfig,
  type GridFormInput,
} from '../../../../src/features/grid-bot/model/grid-config';

const valid: GridFormInput = { symbol: 'SOL_USDC', nOrders: '5', rangeMin: '100', rangeMax: '150', orderSize: '0.1' };

/** The message each field shows, as `field:key`: the form shows a field's first problem. */
const messagesOf = (change: Partial<GridFormInput>) => {
  const result = gridFormSchema.safeParse({ ...valid, ...change });
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!first.has(field)) first.set(field, issue.message);
  }
  return [...first].map(([field, key]) => `${field}:${key}`);
};

describe('the pair', () => {
  it("is required: 'Pair is required' when empty or blank", () => {
    expect(messagesOf({ symbol: '' })).toEqual(['symbol:pairRequired']);
    expect(messagesOf({ symbol: '   ' })).toEqual(['symbol:pairRequired']);
  });

  it('is BASE_QUOTE, each side 2 to 12 letters or digits, saved in capitals and trimmed', () => {
    expect(gridFormSchema.parse({ ...valid, symbol: ' sol_usdc ' }).symbol).toBe('SOL_USDC');
    for (const symbol of ['AB_CD', 'A1_2B', `${'X'.repeat(12)}_${'Y'.repeat(12)}`]) {
      expect(messagesOf({ symbol })).toEqual([]);
    }
    for (const symbol of [
      'SOLUSDC',
      'SOL-USDC',
      'S_USDC',
      'SOL_U',
      `${'X'.repeat(13)}_USDC`,
      `SOL_${'Y'.repeat(13)}`,
    ]) {
      expect(messagesOf({ symbol })).toEqual(['symbol:pairFormat']);
    }
    for (const symbol of ['SOL_USDC_X', 'XSOL__USDC', 'SOL_USDC!', 'SÖL_USDC']) {
      expect(messagesOf({ symbol })).toEqual(['symbol:pairFormat']);
    }
  });
});

describe('the number of orders', () => {
  it('is a whole number from 1 to 20', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (orders) => {
        const accepted = orders >= 1 && orders <= 20;
        expect(messagesOf({ nOrders: String(orders) })).toEqual(accepted ? [] : ['nOrders:ordersRange']);
      }),
    );
    expect(messagesOf({ nOrders: '1' })).toEqual([]);
    expect(messagesOf({ nOrders: '20' })).toEqual([]);
    expect(messagesOf({ nOrders: '0' })).toEqual(['nOrders:ordersRange']);
    expect(messagesOf({ nOrders: '21' })).toEqual(['nOrders:ordersRange']);
  });

  it("says 'Orders must be a whole number from 1 to 20' when empty, a fraction or no number", () => {
    for (const nOrders of ['', '  ', '2.5', 'five', 'Infinity']) {
      expect(messagesOf({ nOrders })).toEqual(['nOrders:ordersRange']);
    }
    expect(gridFormSchema.parse({ ...valid, nOrders: ' 7 ' }).nOrders).toBe(7);
  });
});

describe('the range', () => {
  it('is required at both ends', () => {
    expect(messagesOf({ rangeMin: '' })).toEqual(['rangeMin:rangeMinRequired']);
    expect(messagesOf({ rangeMax: ' ' })).toEqual(['rangeMax:rangeMaxRequired']);
  });

  it("says 'Enter a number' for what is not one", () => {
    expect(messagesOf({ rangeMin: 'abc' })).toContain('rangeMin:notANumber');
    expect(messagesOf({ rangeMax: 'Infinity' })).toEqual(['rangeMax:notANumber']);
  });

  it("refuses a price of '0' or below: 'Price must be greater than 0'", () => {
    expect(messagesOf({ rangeMin: '0' })).toEqual(['rangeMin:pricePositive']);
    expect(messagesOf({ rangeMin: '-1' })).toEqual(['rangeMin:pricePositive']);
    expect(messagesOf({ rangeMin: '0,5', rangeMax: '0' })).toEqual(['rangeMax:pricePositive']);
  });

  it("reads a decimal comma as a point: '0,5' is 0.5", () => {
    expect(gridFormSchema.parse({ ...valid, rangeMin: '0,5', rangeMax: '1,25', orderSize: '0,2' })).toMatchObject({
      rangeMin: 0.5,
      rangeMax: 1.25,
      orderSize: 0.2,
    });
  });

  it('takes prices on the 0.0001 step only', () => {
    expect(messagesOf({ rangeMin: '0.0001', rangeMax: '0.0003' })).toEqual([]);
    expect(messagesOf({ rangeMin: '100.00005' })).toEqual(['rangeMin:priceStep']);
    expect(messagesOf({ rangeMax: '150.00011' })).toEqual(['rangeMax:priceStep']);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (ticks) => {
        expect(messagesOf({ rangeMin: (ticks / 10_000).toFixed(4), rangeMax: '20000' })).toEqual(
          ticks / 10_000 < 20_000 ? [] : ['rangeMax:rangeOrder'],
        );
      }),
    );
  });

  it("must be a range: 'Range maximum must be above the minimum', shown on the maximum", () => {
    expect(messagesOf({ rangeMin: '150', rangeMax: '100' })).toEqual(['rangeMax:rangeOrder']);
    expect(messagesOf({ rangeMin: '100', rangeMax: '100' })).toEqual(['rangeMax:rangeOrder']);
    expect(messagesOf({ rangeMin: '100', rangeMax: '100.0001' })).toEqual([]);
  });
});

describe('the order size', () => {
  it('is required, a number and above 0', () => {
    expect(messagesOf({ orderSize: '' })).toEqual(['orderSize:orderSizeRequired']);
    expect(messagesOf({ orderSize: 'x' })).toEqual(['orderSize:notANumber']);
    expect(messagesOf({ orderSize: '0' })).toEqual(['orderSize:sizePositive']);
    expect(messagesOf({ orderSize: '-0.1' })).toEqual(['orderSize:sizePositive']);
  });

  it('takes sizes on the 0.001 step only', () => {
    expect(messagesOf({ orderSize: '0.001' })).toEqual([]);
    expect(messagesOf({ orderSize: '0.003' })).toEqual([]);
    expect(messagesOf({ orderSize: '0.0015' })).toEqual(['orderSize:sizeStep']);
    expect(messagesOf({ orderSize: '0.0001' })).toEqual(['orderSize:sizeStep']);
  });
});

describe('a stored grid configuration', () => {
  const config: GridConfig = {
    id: 'g1',
    symbol: 'SOL_USDC',
    nOrders: 5,
    rangeMin: 100,
    rangeMax: 150.5,
    orderSize: 0.1,
    isActive: true,
  };

  it('is read only with an id, a pair and a whole number of orders from 1 to 20', () => {
    expect(gridConfigSchema.safeParse(config).success).toBe(true);
    expect(gridConfigSchema.safeParse({ ...config, nOrders: 1 }).success).toBe(true);
    expect(gridConfigSchema.safeParse({ ...config, nOrders: 20 }).success).toBe(true);
    for (const bad of [
      { id: '' },
      { symbol: '' },
      { nOrders: 0 },
      { nOrders: 21 },
      { nOrders: 2.5 },
      { isActive: 'yes' },
      { rangeMin: '100' },
    ]) {
      expect(gridConfigSchema.safeParse({ ...config, ...bad }).success).toBe(false);
    }
  });

  it('fills the edit form with what the form would save again', () => {
    expect(toForm(config)).toEqual({
      symbol: 'SOL_USDC',
      nOrders: '5',
      rangeMin: '100',
      rangeMax: '150.5',
      orderSize: '0.1',
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (nOrders, minTicks, width, sizeSteps) => {
          const saved = {
            ...config,
            nOrders,
            rangeMin: minTicks / 10_000,
            rangeMax: (minTicks + width) / 10_000,
            orderSize: sizeSteps / 1000,
          };
          expect(gridFormSchema.parse(toForm(saved))).toEqual({
            symbol: saved.symbol,
            nOrders: saved.nOrders,
            rangeMin: saved.rangeMin,
            rangeMax: saved.rangeMax,
            orderSize: saved.orderSize,
          });
        },
      ),
    );
  });

  it('starts a new grid with 5 orders of 0.1 and nothing else filled in', () => {
    expect(emptyGridForm).toEqual({ symbol: '', nOrders: '5', rangeMin: '', rangeMax: '', orderSize: '0.1' });
  });
});

const typed = { symbol: 'sol_usdc', nOrders: '5', rangeMin: '100', rangeMax: '150.5', orderSize: '0.1' };
const errorsOf = (input: Partial<typeof typed>) => {
  const result = gridFormSchema.safeParse({ ...typed, ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the grid form rules', () => {
  it('accepts a valid configuration and upper-cases the pair', () => {
    expect(gridFormSchema.parse(typed)).toEqual({
      symbol: 'SOL_USDC',
      nOrders: 5,
      rangeMin: 100,
      rangeMax: 150.5,
      orderSize: 0.1,
    });
  });

  it.each([
    [{ symbol: '' }, 'symbol:pairRequired'],
    [{ symbol: 'SOLUSDC' }, 'symbol:pairFormat'],
    [{ nOrders: '0' }, 'nOrders:ordersRange'],
    [{ nOrders: '21' }, 'nOrders:ordersRange'],
    [{ nOrders: '2.5' }, 'nOrders:ordersRange'],
    [{ rangeMin: '100.00001' }, 'rangeMin:priceStep'],
    [{ rangeMax: '90' }, 'rangeMax:rangeOrder'],
    [{ rangeMax: '100' }, 'rangeMax:rangeOrder'],
    [{ orderSize: '0.0005' }, 'orderSize:sizeStep'],
    [{ orderSize: '0' }, 'orderSize:sizePositive'],
    [{ rangeMin: 'abc' }, 'rangeMin:notANumber'],
  ])('refuses %o with %s', (input, expected) => {
    expect(errorsOf(input)).toContain(expected);
  });

  it('accepts every order count from 1 to 20 and prices on the 0.0001 step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 10_000_000 }), (orders, ticks) => {
        const min = (ticks / 10_000).toFixed(4);
        const max = ((ticks + 1) / 10_000).toFixed(4);
        expect(errorsOf({ nOrders: String(orders), rangeMin: min, rangeMax: max })).toEqual([]);
      }),
    );
  });
});
