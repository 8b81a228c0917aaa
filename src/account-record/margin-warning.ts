import * as z from 'zod/mini';
import type { AccountRecordData } from './account-record';

/**
 * The margin-use level above which My Balance flags an account and a strategy's margin alert fires, kept in the
 * account record as `data.marginWarning`: a fraction of equity (0.8 = 80 %), between 1 % and 100 %. Kept with the
 * account rather than with a panel, so that the strategies' guard, which runs with no panel open and in whichever tab
 * watches, warns at the level the user set, in every browser.
 */
export const DEFAULT_MARGIN_WARNING = 0.8;

export const marginWarningSchema = z.number().check(z.gte(0.01), z.lte(1));

/** The kept level, or null when the record holds none (or one that is not a level: it is ignored, never used). */
export function selectMarginWarning(data: AccountRecordData): number | null {
  const parsed = marginWarningSchema.safeParse(data.marginWarning);
  return parsed.success ? parsed.data : null;
}
