import * as z from 'zod/mini';
import { DEFAULT_POSITION_ALERT_SETTINGS, type PositionAlertSettings } from './position-alerts';
import { rebalancePctSchema } from './position-alert-settings';
import { DEFAULT_ALERT_SETTINGS, type StrategyAlertSettings } from './strategy-alerts';
import { MAX_ALERT_PCT, MIN_IMBALANCE_PCT, MIN_LIQUIDATION_PCT } from './strategy-alert-settings';

/** Everything a strategy's alerts are set to, as it is kept with the strategy in the account record. */
export type KeptAlertSettings = StrategyAlertSettings & PositionAlertSettings;

/** A strategy saved before its alerts were kept with it, or whose alerts cannot be read: alerts off. */
export const DEFAULT_KEPT_ALERT_SETTINGS: KeptAlertSettings = {
  ...DEFAULT_ALERT_SETTINGS,
  ...DEFAULT_POSITION_ALERT_SETTINGS,
};

const percent = (min: number) => z.number().check(z.gte(min), z.lte(MAX_ALERT_PCT));
const D = DEFAULT_KEPT_ALERT_SETTINGS;

/**
 * A setting the kept object does not have (kept by an older version) takes its default; anything else that does not
 * read (a setting of the wrong shape or out of range, not an object at all) makes the whole unreadable.
 */
const keptSchema = z.object({
  enabled: z._default(z.boolean(), D.enabled),
  imbalancePct: z._default(percent(MIN_IMBALANCE_PCT), D.imbalancePct),
  liquidationPct: z._default(percent(MIN_LIQUIDATION_PCT), D.liquidationPct),
  spreadCrossing: z._default(z.boolean(), D.spreadCrossing),
  fundingFlip: z._default(z.boolean(), D.fundingFlip),
  sound: z._default(z.boolean(), D.sound),
  rebalance: z._default(z.boolean(), D.rebalance),
  rebalancePct: z._default(rebalancePctSchema, D.rebalancePct),
  marginHigh: z._default(z.boolean(), D.marginHigh),
  fundingNegative: z._default(z.boolean(), D.fundingNegative),
});

/**
 * A strategy's alert settings from what its entry in the account record holds (`bots.<strategy>.alerts`): null when
 * it holds none (a strategy saved before alerts were kept with it); the defaults, alerts off, when what it holds
 * cannot be read (hostile or damaged), so that a bad value never turns alerts on nor stops the app.
 */
export function keptAlertSettings(value: unknown): KeptAlertSettings | null {
  if (value === undefined) return null;
  const parsed = keptSchema.safeParse(value);
  return parsed.success ? parsed.data : { ...DEFAULT_KEPT_ALERT_SETTINGS };
}

/** Whether a strategy's kept settings have its alerts on (none kept, or unreadable: off). */
export const alertsOn = (value: unknown): boolean => keptAlertSettings(value)?.enabled === true;
