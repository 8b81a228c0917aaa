import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountRecord } from '../../../account-record/use-account-record';
import { selectVolumeBot } from '../../../account-record/volume-bot';
import { strategyForPair } from '../../../account-record/volume-bot-strategies';
import { AuthContext } from '../../../auth/auth-context';
import { formatApr, formatNumber, formatUsd } from '../../../lib/format/numbers';
import { BacktestSection } from '../../../markets/backtest/backtest-section';
import type { BacktestRules } from '../../../markets/model/backtest';
import { DEFAULT_BACKTEST_RULES } from '../../../markets/model/backtest-costs';
import type { FeeChoices } from '../../../markets/model/fees';
import type { MarketQuote } from '../../../markets/model/market';
import type { VenueId } from '../../../markets/model/venues';

interface PairBacktestProps {
  base: string | null;
  long: VenueId | null;
  short: VenueId | null;
  longQuote: MarketQuote | undefined;
  shortQuote: MarketQuote | undefined;
  /** The pair view's size per leg, for a pair tried on the default settings. */
  sizeUsd: number | null;
  fees: FeeChoices;
  /**
   * Use these: opens the strategy that trades the pair with the chosen X and Y, and the size per leg the grid was
   * worked out at, as an edit to review and save.
   */
  onUse: (openSpreadApr: number, closeSpreadApr: number, sizeUsd: number) => void;
}

/**
 * The pair's backtest: the rules of the Volume Bot strategy that trades it as the user saved them, or a strategy's
 * defaults (at the pair view's size) when none is saved, saying which. There is no form here to put a grid cell in:
 * Use these hands the cell to the strategy's own panel (a pair no strategy trades has no Use these).
 */
export function PairBacktest(props: PairBacktestProps) {
  const { base, long, short, longQuote, shortQuote, sizeUsd, fees, onUse } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const userId = useContext(AuthContext)?.user?.id ?? '';
  const settings = useAccountRecord(userId, selectVolumeBot, { enabled: userId !== '' });
  const chosen = base !== null && long !== null && short !== null && long !== short;
  const strategy = chosen ? strategyForPair(long, short) : null;
  const saved = strategy ? settings.data?.bots[strategy] : undefined;
  const rules: BacktestRules = saved
    ? {
        openSpreadApr: saved.openSpreadApr,
        closeSpreadApr: saved.closeSpreadApr,
        maxHoldHours: saved.maxHoldHours,
        sizeUsd: saved.sizeUsd,
        leverage: saved.leverage,
      }
    : { ...DEFAULT_BACKTEST_RULES, ...(sizeUsd === null ? {} : { sizeUsd }) };
  const values = {
    x: formatApr(rules.openSpreadApr / 100, locale),
    y: formatApr(rules.closeSpreadApr / 100, locale),
    hold: formatNumber(rules.maxHoldHours, locale),
    size: formatUsd(rules.sizeUsd, locale),
    leverage: formatNumber(rules.leverage, locale),
  };
  let note: string | undefined;
  if (chosen) {
    if (saved && strategy) note = t('backtest.pairSaved', { ...values, strategy: t(`panels.strategies.${strategy}`) });
    else note = t(strategy ? 'backtest.pairDefault' : 'backtest.pairNoStrategy', values);
  }
  return (
    <BacktestSection
      subject={
        chosen
          ? {
              base,
              long: { venue: long, instrument: 'perp', quote: longQuote },
              short: { venue: short, instrument: 'perp', quote: shortQuote },
              rules,
              fees,
            }
          : null
      }
      waiting={t('backtest.pairChoose')}
      note={note}
      onUse={strategy ? (x, y) => onUse(x, y, rules.sizeUsd) : undefined}
      useTarget="strategy"
    />
  );
}
