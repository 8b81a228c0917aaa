import * as z from 'zod/mini';
import type { PositionAlertSettings } from './position-alerts';
import { DEFAULT_ALERT_SETTINGS, type StrategyAlertSettings } from './strategy-alerts';

/** The pair counts as balanced within 2 %: an imbalance alert below that could never fire. */
export const MIN_IMBALANCE_PCT = 2;
export const MIN_LIQUIDATION_PCT = 1;
export const MAX_ALERT_PCT = 100;

/** The messages the alert fields can show; each is a key under `volumeBot.alerts.errors` in every language. */
export const ALERT_FIELD_ERRORS = ['required', 'imbalanceRange', 'liquidationRange', 'rebalanceRange'] as const;
export type AlertFieldError = (typeof ALERT_FIELD_ERRORS)[number];
export const isAlertFieldError = (message: string): message is AlertFieldError =>
  (ALERT_FIELD_ERRORS as readonly string[]).includes(message);

const percent = (min: number, message: AlertFieldError) =>
  z.number().check(z.gte(min, message), z.lte(MAX_ALERT_PCT, message));

const settingsSchema = z.object({
  enabled: z.boolean(),
  imbalancePct: percent(MIN_IMBALANCE_PCT, 'imbalanceRange'),
  liquidationPct: percent(MIN_LIQUIDATION_PCT, 'liquidationRange'),
  spreadCrossing: z.boolean(),
  fundingFlip: z.boolean(),
  sound: z.boolean(),
});

/**
 * The position rules the form sets (position-alerts.ts). The rebalance percentage has the imbalance's range (its
 * schema, position-alert-settings.ts, says why; repeated here, where that module's constants come from). The margin
 * rule's level is My Balance's, kept with the account (account-record/margin-warning.ts).
 */
const positionFormShape = {
  rebalance: z.boolean(),
  rebalancePct: percent(MIN_IMBALANCE_PCT, 'rebalanceRange'),
  marginHigh: z.boolean(),
  fundingNegative: z.boolean(),
};

/**
 * What a strategy panel kept with the layout in older versions: its alert settings. They are now kept with the saved
 * strategy (kept-alert-settings.ts); the panel reads this state only to take them over once.
 */
export interface StrategyPanelState {
  alerts: StrategyAlertSettings;
}

export const DEFAULT_STRATEGY_PANEL_STATE: StrategyPanelState = { alerts: DEFAULT_ALERT_SETTINGS };

/**
 * Checks a stored state. A setting it does not have (saved by an older version) takes its default; a setting of the
 * wrong shape or out of range makes the state unreadable, and the panel starts from its defaults (alerts off).
 */
export const strategyPanelStateSchema: z.ZodMiniType<StrategyPanelState> = z.object({
  alerts: z._default(
    z.object({
      enabled: z._default(z.boolean(), DEFAULT_ALERT_SETTINGS.enabled),
      imbalancePct: z._default(settingsSchema.shape.imbalancePct, DEFAULT_ALERT_SETTINGS.imbalancePct),
      liquidationPct: z._default(settingsSchema.shape.liquidationPct, DEFAULT_ALERT_SETTINGS.liquidationPct),
      spreadCrossing: z._default(z.boolean(), DEFAULT_ALERT_SETTINGS.spreadCrossing),
      fundingFlip: z._default(z.boolean(), DEFAULT_ALERT_SETTINGS.fundingFlip),
      sound: z._default(z.boolean(), DEFAULT_ALERT_SETTINGS.sound),
    }),
    () => ({ ...DEFAULT_ALERT_SETTINGS }),
  ),
});

/** What the alert form sets: the strategy's first rules and the position rules. */
export type AlertFormSettings = StrategyAlertSettings &
  Pick<PositionAlertSettings, 'rebalance' | 'rebalancePct' | 'marginHigh' | 'fundingNegative'>;

/** The alert form: the percentages as the decimal fields hold them (null while a field is empty). */
export interface AlertFormValues extends Omit<AlertFormSettings, 'imbalancePct' | 'liquidationPct' | 'rebalancePct'> {
  imbalancePct: number | null;
  liquidationPct: number | null;
  rebalancePct: number | null;
}

const required = <T extends z.ZodMiniType<number, number>>(schema: T) =>
  z.pipe(
    z.nullable(z.number()).check(z.refine((value) => value !== null, 'required')),
    z.pipe(
      z.transform((value: number | null) => value ?? Number.NaN),
      schema,
    ),
  );

/** The form's rules: every percentage given and within its range. */
export const alertFormSchema = z.object({
  ...settingsSchema.shape,
  ...positionFormShape,
  imbalancePct: required(settingsSchema.shape.imbalancePct),
  liquidationPct: required(settingsSchema.shape.liquidationPct),
  rebalancePct: required(positionFormShape.rebalancePct),
});
