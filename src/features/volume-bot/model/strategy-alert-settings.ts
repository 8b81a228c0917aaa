import * as z from 'zod/mini';
import { DEFAULT_ALERT_SETTINGS, type StrategyAlertSettings } from './strategy-alerts';

/** The pair counts as balanced within 2 %: an imbalance alert below that could never fire. */
export const MIN_IMBALANCE_PCT = 2;
export const MIN_LIQUIDATION_PCT = 1;
export const MAX_ALERT_PCT = 100;

/** The messages the alert fields can show; each is a key under `volumeBot.alerts.errors` in every language. */
export const ALERT_FIELD_ERRORS = ['required', 'imbalanceRange', 'liquidationRange'] as const;
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

/** What a strategy panel keeps with the layout: its alert settings (so they are the user's, per strategy). */
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

/** The alert form: the percentages as the decimal fields hold them (null while a field is empty). */
export interface AlertFormValues extends Omit<StrategyAlertSettings, 'imbalancePct' | 'liquidationPct'> {
  imbalancePct: number | null;
  liquidationPct: number | null;
}

const required = <T extends z.ZodMiniType<number, number>>(schema: T) =>
  z.pipe(
    z.nullable(z.number()).check(z.refine((value) => value !== null, 'required')),
    z.pipe(
      z.transform((value: number | null) => value ?? Number.NaN),
      schema,
    ),
  );

/** The form's rules: both percentages given and within their range. */
export const alertFormSchema = z.object({
  ...settingsSchema.shape,
  imbalancePct: required(settingsSchema.shape.imbalancePct),
  liquidationPct: required(settingsSchema.shape.liquidationPct),
});
