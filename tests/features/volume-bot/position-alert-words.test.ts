// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { positionAlertText } from '../../../src/features/volume-bot/components/position-alert-words';
import type { PositionAlert } from '../../../src/features/volume-bot/model/position-alerts';
import { DASHBOARD_NAMESPACE, i18n } from '../../../src/i18n';

const REBALANCE: PositionAlert = { kind: 'rebalanceNeeded', gap: 0.1234, longUsd: 11_000, shortUsd: 9_642.5 };
const MARGIN: PositionAlert = { kind: 'marginHigh', venue: 'lighter', ratio: 0.854, level: 0.8 };
const NO_EQUITY: PositionAlert = { kind: 'marginHigh', venue: 'hyperliquid', ratio: Infinity, level: 0.8 };
const FUNDING: PositionAlert = { kind: 'fundingNegative', fundingUsd: -3.2 };

const inLanguage = async (language: 'en' | 'it', alert: PositionAlert) => {
  // The dashboard's strings, which the dashboard loads with it.
  await i18n.loadNamespaces(DASHBOARD_NAMESPACE);
  await i18n.changeLanguage(language);
  return positionAlertText(alert, i18n.t, language);
};

describe('the position alerts in words', () => {
  it('in English', async () => {
    expect(await inLanguage('en', REBALANCE)).toBe(
      "Legs' notional apart by 12.3 % ($11,000.00 long, $9,642.50 short): rebalance needed",
    );
    expect(await inLanguage('en', MARGIN)).toBe(
      'Lighter: margin used is 85% of equity, above your 80% level in My Balance',
    );
    expect(await inLanguage('en', NO_EQUITY)).toBe(
      'Hyperliquid: margin in use with no equity left, above your 80% level in My Balance',
    );
    expect(await inLanguage('en', FUNDING)).toBe('Funding since opening turned negative: -$3.20');
  });

  it('in Italian', async () => {
    expect(await inLanguage('it', REBALANCE)).toBe(
      'Il nozionale delle gambe differisce di 12,3 % (11.000,00\u00a0USD long, 9642,50\u00a0USD short): serve un ribilanciamento',
    );
    expect(await inLanguage('it', MARGIN)).toBe(
      'Lighter: il margine usato è 85% del patrimonio, sopra la tua soglia del 80% (pannello Il mio saldo)',
    );
    expect(await inLanguage('it', NO_EQUITY)).toBe(
      'Hyperliquid: margine in uso con il patrimonio esaurito, sopra la tua soglia del 80% (pannello Il mio saldo)',
    );
    expect(await inLanguage('it', FUNDING)).toBe("Il funding dall'apertura è diventato negativo: -3,20\u00a0USD");
  });
});
