import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnTable, type HeadContext } from '../../../markets/components/column-table';
import { MarketPanelFrame } from '../../../markets/components/market-panel-frame';
import { nextSort } from '../../../markets/model/market-filter';
import { placeholders } from '../../../markets/model/text-template';
import { useMarketPanel } from '../../../markets/use-market-panel';
import { useVenues } from '../../../markets/use-venues';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { usePanelState } from '../../../panel-contract/use-panel-state';
import { useChosen } from '../../../panel-contract/use-chosen';
import { isAdditive, openInterestRows, venueTotals, type OpenInterestRow } from '../model/open-interest-rows';
import {
  DEFAULT_OPEN_INTEREST_STATE,
  OI_SORT_COLUMNS,
  OI_TEXT_COLUMNS,
  type OpenInterestState,
} from '../model/open-interest-state';
import { openInterestColumns, type OpenInterestCellContext } from './open-interest-columns';
import { OpenInterestToolbar } from './open-interest-toolbar';

const ROW_HEIGHT = 41;
const rowKey = (row: OpenInterestRow) => row.base;

/**
 * Open Interest: for each market and venue, open interest, 24 h volume, mark price or funding; totals per market and
 * per venue, and each venue's share of a market. The user's choices are kept with the layout.
 */
export default function OpenInterestPanel({
  initialState,
  saveState,
  api,
  selection,
}: PanelProps<undefined, OpenInterestState>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [state, update] = usePanelState(initialState, DEFAULT_OPEN_INTEREST_STATE, saveState);
  const registry = useVenues();
  const { venues, data, unavailable, board, loading } = useMarketPanel(state.hiddenVenues);
  const rows = useMemo(() => openInterestRows(board, state, registry), [board, state, registry]);
  const { metric } = state;
  const totals = useMemo(
    () => (isAdditive(metric) && rows.length > 0 ? venueTotals(rows, venues) : null),
    [metric, rows, venues],
  );
  const sortBy = useCallback(
    (column: string) => {
      const sortable = OI_SORT_COLUMNS.find((candidate) => candidate === column);
      if (sortable) update({ sort: nextSort(state.sort, sortable, OI_TEXT_COLUMNS) });
    },
    [update, state.sort],
  );
  const columns = useMemo(
    () =>
      openInterestColumns(venues, {
        market: t('markets.market'),
        total: isAdditive(metric) ? t('openInterest.total') : t('openInterest.average'),
      }),
    // The labels change with the language and the metric only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [venues, metric, locale],
  );
  const context = useMemo<OpenInterestCellContext>(
    () => ({
      metric,
      unavailable,
      locale,
      totals,
      texts: {
        venueName: registry.name,
        share: t('openInterest.share', placeholders('share')),
        notPublished: t('markets.notPublished', placeholders('venue')),
        unpublished: t('markets.unpublished'),
        allMarkets: t('openInterest.allMarkets'),
      },
    }),
    // The strings change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [metric, unavailable, locale, totals, registry],
  );
  const head: HeadContext = { sort: state.sort, onSort: sortBy, statuses: data.venues };
  // A market chosen here goes to the panels of this one's link colour; one chosen there is marked here.
  const [chosen, choose] = useChosen('market', selection, api);
  const chooseRow = useCallback((row: OpenInterestRow) => choose({ kind: 'market', base: row.base }), [choose]);
  const chosenMissing = chosen !== null && !loading && !rows.some((row) => row.base === chosen.base);

  return (
    <MarketPanelFrame
      toolbar={<OpenInterestToolbar state={state} onChange={update} />}
      venues={data.venues}
      rowCount={rows.length}
      note={t('openInterest.note')}
      notice={chosenMissing ? t('markets.chosenMissing', { market: chosen.base }) : undefined}
    >
      <ColumnTable
        label={t('openInterest.table', { metric: t(`openInterest.metrics.${metric}`) })}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        context={context}
        head={head}
        rowHeight={ROW_HEIGHT}
        showFoot={totals !== null}
        onRowActivate={chooseRow}
        chosenKey={chosen?.base ?? null}
        empty={loading ? t('markets.loading') : t('markets.noMarkets')}
      />
    </MarketPanelFrame>
  );
}
