import type { TFunction } from 'i18next';
import { formatNumber, formatShare, formatUsd } from '../../../lib/format/numbers';
import { VENUE_NAMES } from '../../../markets/model/venues';
import type { PositionAlert } from '../model/position-alerts';

/**
 * What triggered one of the position alerts, in words: "Legs' notional apart by 12 % ($11,000 long, $9,700 short):
 * rebalance needed", "Lighter: margin used is 85 % of equity, above your 80 % level in My Balance", "Funding since
 * opening turned negative: −$3.20".
 */
export function positionAlertText(alert: PositionAlert, t: TFunction, locale: string): string {
  switch (alert.kind) {
    case 'rebalanceNeeded':
      return t('volumeBot.alerts.text.rebalanceNeeded', {
        percent: formatNumber(alert.gap * 100, locale, { maxDigits: 1 }),
        long: formatUsd(alert.longUsd, locale),
        short: formatUsd(alert.shortUsd, locale),
      });
    case 'marginHigh': {
      const values = { venue: VENUE_NAMES[alert.venue], level: formatShare(alert.level, locale) };
      return alert.ratio === Infinity
        ? t('volumeBot.alerts.text.marginNoEquity', values)
        : t('volumeBot.alerts.text.marginHigh', { ...values, ratio: formatShare(alert.ratio, locale) });
    }
    case 'fundingNegative':
      return t('volumeBot.alerts.text.fundingSinceOpenNegative', { amount: formatUsd(alert.fundingUsd, locale) });
  }
}
