import * as z from 'zod/mini';
import { DEFAULT_MARGIN_WARNING } from './margin-use';

/**
 * What My Balance keeps with the layout: the margin-use level above which an account is flagged, as a fraction
 * (0.8 = 80 %). Between 1 % and 100 %; a saved state out of range, or of another shape, falls back to the default.
 */
export const balanceStateSchema = z.object({
  marginWarning: z.number().check(z.gte(0.01), z.lte(1)),
});
export type BalanceState = z.output<typeof balanceStateSchema>;

export const DEFAULT_BALANCE_STATE: BalanceState = { marginWarning: DEFAULT_MARGIN_WARNING };
