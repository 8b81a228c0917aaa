import * as z from 'zod/mini';
import { DEFAULT_MARGIN_WARNING } from '../../../account-record/margin-warning';

/**
 * What My Balance kept with the layout in older versions: the margin-use level above which an account is flagged, as
 * a fraction (0.8 = 80 %), now kept with the account (account-record/margin-warning.ts) and read here only to carry it
 * over. Between 1 % and 100 %; a saved state out of range, or of another shape, falls back to the default.
 */
export const balanceStateSchema = z.object({
  marginWarning: z.number().check(z.gte(0.01), z.lte(1)),
});
export type BalanceState = z.output<typeof balanceStateSchema>;

export const DEFAULT_BALANCE_STATE: BalanceState = { marginWarning: DEFAULT_MARGIN_WARNING };
