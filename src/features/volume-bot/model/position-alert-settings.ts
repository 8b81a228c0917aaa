import * as z from 'zod/mini';
import { MAX_ALERT_PCT, MIN_IMBALANCE_PCT } from './strategy-alert-settings';
import { DEFAULT_POSITION_ALERT_SETTINGS as DEFAULTS, type PositionAlertSettings } from './position-alerts';

/**
 * The rebalance alert's percentage has the imbalance alert's range: legs within 2 % count as balanced, so a lower
 * percentage could only repeat that.
 */
export const MIN_REBALANCE_PCT = MIN_IMBALANCE_PCT;

/** The message a rebalance percentage out of range shows: a key under `volumeBot.alerts.errors` in every language. */
export const REBALANCE_RANGE_ERROR = 'rebalanceRange';

export const rebalancePctSchema = z
  .number()
  .check(z.gte(MIN_REBALANCE_PCT, REBALANCE_RANGE_ERROR), z.lte(MAX_ALERT_PCT, REBALANCE_RANGE_ERROR));

/**
 * The three settings as a strategy keeps them. One it does not have (kept by an older version) takes its default; one
 * of the wrong shape or out of range makes the whole unreadable, as with the strategy's other alert settings.
 */
export const positionAlertSettingsSchema: z.ZodMiniType<PositionAlertSettings> = z.object({
  rebalance: z._default(z.boolean(), DEFAULTS.rebalance),
  rebalancePct: z._default(rebalancePctSchema, DEFAULTS.rebalancePct),
  marginHigh: z._default(z.boolean(), DEFAULTS.marginHigh),
  fundingNegative: z._default(z.boolean(), DEFAULTS.fundingNegative),
});
