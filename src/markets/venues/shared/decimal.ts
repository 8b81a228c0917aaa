import { MAX_DATE_MS } from '../../../lib/format/time';
import * as z from 'zod/mini';

/** A decimal written as text, as most venues send numbers ("0.0000125", "1e-5"); words such as NaN never match. */
const DECIMAL_TEXT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

const numberLike = z.union([z.number(), z.string().check(z.regex(DECIMAL_TEXT))]);

/** A finite number, sent as a JSON number or as decimal text. NaN, Infinity, empty or other text do not parse. */
export const decimal = z.pipe(
  z.pipe(
    numberLike,
    z.transform((value) => Number(value)),
  ),
  z.number(),
);

/** Sizes, volumes, open interest: a negative amount is a broken row. */
export const nonNegativeDecimal = z.pipe(decimal, z.number().check(z.gte(0)));

/** Prices: zero or less is a broken row. */
export const positiveDecimal = z.pipe(decimal, z.number().check(z.gt(0)));

/**
 * A time in ms since the epoch, as a JSON number or digits, within what a Date can hold: a later one is refused
 * here, so that no panel, chart or CSV export ever meets a time it cannot write as a date.
 */
export const epochMs = z.pipe(decimal, z.number().check(z.int(), z.gt(0), z.lte(MAX_DATE_MS)));

/**
 * An optional price that must never cost its row: a liquidation price the venue leaves out, sends as null or as "0"
 * (none), or sends as something that is no number, reads as null, and the position is still shown.
 */
export const optionalPrice = z.catch(
  z.pipe(
    z.nullish(decimal),
    z.transform((value) => (value != null && value > 0 ? value : null)),
  ),
  null,
);

/** An optional time (ms since the epoch) that must never cost its row: anything but a positive whole number is null. */
export const optionalTime = z.catch(z.nullish(epochMs), null);
