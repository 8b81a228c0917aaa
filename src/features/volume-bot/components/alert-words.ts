import type { TFunction } from 'i18next';
import { formatApr, formatNumber, formatPercent } from '../../../lib/format/numbers';
import { VENUE_NAMES } from '../../../markets/model/venues';
import type { AnyStrategyAlert } from '../model/strategy-alerts';
import { positionAlertText } from './position-alert-words';

/** What triggered an alert, in words: "Pacifica leg missing", "Legs differ by 8 %", "Spread 4.00 % fell below Y …". */
export function alertText(alert: AnyStrategyAlert, t: TFunction, locale: string): string {
  const percent = (fraction: number) => formatNumber(fraction * 100, locale, { maxDigits: 1 });
  switch (alert.kind) {
    case 'legMissing':
      return t(alert.spot ? 'volumeBot.alerts.text.spotLegMissing' : 'volumeBot.alerts.text.legMissing', {
        venue: VENUE_NAMES[alert.venue],
      });
    case 'imbalanced':
      return t('volumeBot.alerts.text.imbalanced', { percent: percent(alert.difference) });
    case 'notHedged':
      return t('volumeBot.alerts.text.notHedged');
    case 'liquidationNear':
      return t('volumeBot.alerts.text.liquidationNear', {
        venue: VENUE_NAMES[alert.venue],
        percent: percent(alert.distance),
      });
    case 'spreadCrossed':
      return t(`volumeBot.alerts.text.${alert.threshold}${alert.direction === 'up' ? 'Up' : 'Down'}`, {
        spread: formatApr(alert.spreadPct / 100, locale),
        level: formatApr(alert.level / 100, locale),
      });
    case 'fundingFlipped':
      return t(alert.rate < 0 ? 'volumeBot.alerts.text.fundingNegative' : 'volumeBot.alerts.text.fundingPositive', {
        venue: VENUE_NAMES[alert.venue],
        rate: formatPercent(alert.rate, locale, { maxDigits: 4 }),
      });
    case 'rebalanceNeeded':
    case 'marginHigh':
    case 'fundingNegative':
      return positionAlertText(alert, t, locale);
  }
}
