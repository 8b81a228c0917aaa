import * as z from 'zod/mini';

export const ORDERS_MIN = 1;
export const ORDERS_MAX = 20;
export const ORDERS_DEFAULT = 5;
export const ORDER_SIZE_DEFAULT = 0.1;
export const PRICE_STEP = 0.0001;
/** The decimals of a price on the price step. */
export const PRICE_DECIMALS = 4;
export const SIZE_STEP = 0.001;

/** A number that is a whole multiple of `step` (tolerating float noise). */
// Stryker disable next-line EqualityOperator: no decimal typed lands exactly 1e-6 of a step off.
const onStep = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-6;

/** A decimal typed as text ('0,5' too), required, then further rules on the number. */
const decimal = (requiredKey: string, ...rules: z.core.$ZodCheck<number>[]) =>
  z
    .pipe(
      // Stryker disable next-line MethodExpression: without z.trim() zod gets a namespace for a check and throws as the
      // module loads (no test can start; Stryker counts that as survived).
      z.string().check(z.trim(), z.minLength(1, requiredKey)),
      z.transform((value) => Number(value.replace(',', '.'))),
    )
    .check(
      z.refine((value) => Number.isFinite(value), 'notANumber'),
      ...rules,
    );

/** Orders 1–20, price step 0.0001, size step 0.001. */
const gridNumbers = {
  nOrders: z
    // Stryker disable next-line MethodExpression: without z.trim() zod gets a namespace for a check and throws as the
    // module loads (no test can start; Stryker counts that as survived).
    .pipe(z.string().check(z.trim(), z.minLength(1, 'ordersRange')), z.transform(Number))
    .check(z.refine((value) => Number.isInteger(value) && value >= ORDERS_MIN && value <= ORDERS_MAX, 'ordersRange')),
  rangeMin: decimal(
    'rangeMinRequired',
    z.refine((value) => value > 0, 'pricePositive'),
    z.refine((value) => onStep(value, PRICE_STEP), 'priceStep'),
  ),
  rangeMax: decimal(
    'rangeMaxRequired',
    z.refine((value) => value > 0, 'pricePositive'),
    z.refine((value) => onStep(value, PRICE_STEP), 'priceStep'),
  ),
  orderSize: decimal(
    'orderSizeRequired',
    z.refine((value) => value > 0, 'sizePositive'),
    z.refine((value) => onStep(value, SIZE_STEP), 'sizeStep'),
  ),
};

/** The range must be a range. */
const rangeInOrder = z.refine<{ rangeMin: number; rangeMax: number }>((config) => config.rangeMin < config.rangeMax, {
  path: ['rangeMax'],
  message: 'rangeOrder',
});

/** Pair required, and the numbers' rules. */
export const gridFormSchema = z
  .object({
    symbol: z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.minLength(1, 'pairRequired'),
        z.regex(/^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$/, 'pairFormat'),
      ),
    ...gridNumbers,
  })
  .check(rangeInOrder);

/** The numbers alone, under the very rules the form applies to them: what the preview is drawn from. */
export const gridNumbersSchema = z.object(gridNumbers).check(rangeInOrder);

export type GridFormInput = z.input<typeof gridFormSchema>;
export type GridFormOutput = z.output<typeof gridFormSchema>;
export type GridErrorKey =
  | 'pairRequired'
  | 'pairFormat'
  | 'ordersRange'
  | 'rangeMinRequired'
  | 'rangeMaxRequired'
  | 'orderSizeRequired'
  | 'notANumber'
  | 'pricePositive'
  | 'priceStep'
  | 'sizePositive'
  | 'sizeStep'
  | 'rangeOrder';

/** A grid bot configuration as stored. */
export const gridConfigSchema = z.object({
  id: z.string().check(z.minLength(1)),
  symbol: z.string().check(z.minLength(1)),
  nOrders: z.int().check(z.minimum(ORDERS_MIN), z.maximum(ORDERS_MAX)),
  rangeMin: z.number(),
  rangeMax: z.number(),
  orderSize: z.number(),
  isActive: z.boolean(),
});
export type GridConfig = z.output<typeof gridConfigSchema>;

export const emptyGridForm: GridFormInput = {
  symbol: '',
  nOrders: String(ORDERS_DEFAULT),
  rangeMin: '',
  rangeMax: '',
  orderSize: String(ORDER_SIZE_DEFAULT),
};

export function toForm(config: GridConfig): GridFormInput {
  return {
    symbol: config.symbol,
    nOrders: String(config.nOrders),
    rangeMin: String(config.rangeMin),
    rangeMax: String(config.rangeMax),
    orderSize: String(config.orderSize),
  };
}
