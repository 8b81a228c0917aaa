import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnTable, type HeadContext } from '../../../markets/components/column-table';
import { MarketPanelFrame } from '../../../markets/components/market-panel-frame';
import { nextSort } from '../../../markets/model/market-filter';
import { placeholders } from '../../../markets/model/text-template';
import { useMarketPanel } from '../../../markets/use-market-panel';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { usePanelState } from '../../../panel-contract/use-panel-state';
import { useChosen } from '../../../panel-contract/use-chosen';
import {
  DEFAULT_FUNDING_RATE_STATE,
  FUNDING_SORT_COLUMNS,
  FUNDING_TEXT_COLUMNS,
  type FundingRateState,
} from '../model/funding-rate-state';
import { fundingRows, type FundingRow } from '../model/funding-rows';
import { fundingColumns, type FundingCellContext } from './funding-columns';
import { FundingToolbar } from './funding-toolbar';

const ROW_HEIGHT = 41;
const rowKey = (row: FundingRow) => row.base;

/**
 * Funding Rate: every venue's current funding for each market, the best long/short pair, its spread and the daily
 * carry for a size. The user's choices are kept with the layout.
 */
export default function FundingRatePanel({
  initialState,
  saveState,
  api,
  selection,
}: PanelProps<undefined, FundingRateState>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [state, update] = usePanelState(initialState, DEFAULT_FUNDING_RATE_STATE, saveState);
  const { venues, data, unavailable, board, loading } = useMarketPanel(state.hiddenVenues);
  const rows = useMemo(() => fundingRows(board, state, unavailable), [board, state, unavailable]);
  const sortBy = useCallback(
    (column: string) => {
      const sortable = FUNDING_SORT_COLUMNS.find((candidate) => candidate === column);
      if (sortable) update({ sort: nextSort(state.sort, sortable, FUNDING_TEXT_COLUMNS) });
    },
    [update, state.sort],
  );
  const columns = useMemo(
    () =>
      fundingColumns(venues, {
        market: t('markets.market'),
        pair: t('fundingRate.bestPair'),
        spread: t('fundingRate.spread'),
        carry: t('fundingRate.carry'),
      }),
    // The labels change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [venues, locale],
  );
  const context = useMemo<FundingCellContext>(
    () => ({
      period: state.period,
      unavailable,
      locale,
      texts: {
        rateTitle: t('fundingRate.rateTitle', placeholders('symbol', 'rate', 'interval')),
        lot: t('markets.lot', placeholders('symbol', 'venue', 'size', 'base')),
        long: t('fundingRate.long', placeholders('venue')),
        short: t('fundingRate.short', placeholders('venue')),
      },
    }),
    // The strings change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.period, unavailable, locale],
  );
  const head: HeadContext = { sort: state.sort, onSort: sortBy, statuses: data.venues };
  // A market chosen here (with its best pair) goes to the panels of this one's link colour; one chosen there is marked.
  const [chosen, choose] = useChosen('market', selection, api);
  const chooseRow = useCallback(
    (row: FundingRow) =>
      choose({ kind: 'market', base: row.base, ...(row.pair && { long: row.pair.long, short: row.pair.short }) }),
    [choose],
  );
  const chosenMissing = chosen !== null && !loading && !rows.some((row) => row.base === chosen.base);

  return (
    <MarketPanelFrame
      toolbar={<FundingToolbar state={state} onChange={update} />}
      venues={data.venues}
      rowCount={rows.length}
      note={t('fundingRate.note')}
      notice={chosenMissing ? t('markets.chosenMissing', { market: chosen.base }) : undefined}
    >
      <ColumnTable
        label={t('fundingRate.table')}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        context={context}
        head={head}
        rowHeight={ROW_HEIGHT}
        onRowActivate={chooseRow}
        chosenKey={chosen?.base ?? null}
        empty={loading ? t('markets.loading') : t('markets.noMarkets')}
      />
    </MarketPanelFrame>
  );
}
