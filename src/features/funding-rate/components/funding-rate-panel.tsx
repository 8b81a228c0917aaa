import { useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTradingFees } from '../../../account-record/use-trading-fees';
import { AuthContext } from '../../../auth/auth-context';
import { errorText } from '../../../components/error-text';
import { bookProblemText } from '../../../markets/books/book-problem';
import type { VenueBookRead } from '../../../markets/books/venue-book';
import { ColumnTable, type HeadContext } from '../../../markets/components/column-table';
import { MarketPanelFrame } from '../../../markets/components/market-panel-frame';
import type { VenueHistory } from '../../../markets/history/venue-history';
import { useHistoryKept } from '../../../markets/history/use-history-kept';
import { nextSort } from '../../../markets/model/market-filter';
import { placeholders } from '../../../markets/model/text-template';
import { useMarketPanel } from '../../../markets/use-market-panel';
import { useVenues } from '../../../markets/use-venues';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { usePanelState } from '../../../panel-contract/use-panel-state';
import { feeChoicesOf } from '../../../markets/model/fees';
import { useChosen } from '../../../panel-contract/use-chosen';
import {
  DEFAULT_FUNDING_RATE_STATE,
  FUNDING_SORT_COLUMNS,
  FUNDING_TEXT_COLUMNS,
  MIN_SIZE_USD,
  withDefaults,
  type FundingRateState,
  type StoredFundingRateState,
} from '../model/funding-rate-state';
import { sortFundingRows, unsortedFundingRows, type FundingRow } from '../model/funding-rows';
import { FUNDING_PAIR_PANEL_ID, pairHandOver } from '../model/pair-view-state';
import { FeesDialog } from './fees-dialog';
import { fundingColumns, type FundingCellContext } from './funding-columns';
import { FundingToolbar } from './funding-toolbar';
import { useBasisRates } from './use-basis-rates';

const ROW_HEIGHT = 41;
const rowKey = (row: FundingRow) => row.base;
const NO_FEES = {};

/**
 * Funding Rate: every venue's funding for each market (now, or averaged over a day, a week or a month), the pair that
 * leaves the most after fees over the user's hold, its gross and net return, the price gap between its legs, the carry
 * a day for a size and how steady the spread has been. A row opens the pair view. The user's choices are kept with the
 * layout; their fees with their account.
 */
export default function FundingRatePanel({
  initialState,
  saveState,
  api,
  selection,
}: PanelProps<undefined, StoredFundingRateState>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const userId = useContext(AuthContext)?.user?.id ?? null;
  const [state, update] = usePanelState<FundingRateState>(
    withDefaults(initialState),
    DEFAULT_FUNDING_RATE_STATE,
    saveState,
  );
  const fees = useTradingFees(userId);
  const registry = useVenues();
  const choices = useMemo(
    () => (fees.data ? feeChoicesOf(fees.data.venues, registry) : NO_FEES),
    [fees.data, registry],
  );
  const [editingFees, setEditingFees] = useState(false);
  const { venues, data, unavailable, board, loading } = useMarketPanel(state.hiddenVenues);
  const { hiddenVenues, filter, holdDays, minNetApr, sort, view } = state;
  // What the size field reads now: the layout keeps the last valid size, the figures wait while the text is not one.
  const [sizeTyped, setSizeTyped] = useState(true);
  const sizeUsd = sizeTyped && state.sizeUsd >= MIN_SIZE_USD ? state.sizeUsd : null;
  const sizeValid = sizeUsd !== null;
  const basisRateOf = useBasisRates(board, venues, view);
  // Apart from the sort: a sort orders the same rows again, and the table redraws only those that came into view.
  const unsorted = useMemo(
    () =>
      unsortedFundingRows(
        board,
        { hiddenVenues, filter, holdDays, minNetApr, sizeUsd },
        unavailable,
        choices,
        basisRateOf,
        registry,
      ),
    [board, hiddenVenues, filter, holdDays, minNetApr, sizeUsd, unavailable, choices, basisRateOf, registry],
  );
  const rows = useMemo(() => sortFundingRows(unsorted, sort, registry), [unsorted, sort, registry]);
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
        basis: t(`fundingRate.basis.${view}`),
        basisTitle: t('fundingRate.basisTitle', { basis: t(`fundingRate.basis.${view}`) }),
        gap: t('fundingRate.gap'),
        net: t('fundingRate.net'),
        carry: t('fundingRate.carry'),
        capacity: t('fundingRate.capacity'),
        capacityTitle: t('fundingRate.capacityHeadTitle'),
        stable: t('fundingRate.stable'),
        stableTitle: t('fundingRate.stableHeadTitle'),
      }),
    // The labels change with the language and the basis only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [venues, locale, view],
  );
  const context = useMemo<FundingCellContext>(
    () => ({
      period: state.period,
      view: state.view,
      holdDays: state.holdDays,
      unavailable,
      sizeValid,
      sizeUsd,
      minNetApr: state.minNetApr,
      locale,
      texts: {
        venueName: registry.name,
        rateTitle: t('fundingRate.rateTitle', placeholders('symbol', 'rate', 'interval')),
        lot: t('markets.lot', placeholders('symbol', 'venue', 'size', 'base')),
        long: t('fundingRate.long', placeholders('venue')),
        short: t('fundingRate.short', placeholders('venue')),
        netTitle: t('fundingRate.netTitle', placeholders('gross', 'fees', 'hold', 'net')),
        gross: t('fundingRate.grossLine', placeholders('gross')),
        gapTitle: t('fundingRate.gapTitle', placeholders('long', 'longPrice', 'short', 'shortPrice')),
        pairReading: t('fundingRate.pairReading', placeholders('average', 'venues')),
        pairLeftOut: t('fundingRate.pairLeftOut', placeholders('average', 'venues')),
        average: view === 'now' ? '' : t(`fundingRate.averageNames.${view}`),
        sizeWaiting: t('fundingRate.sizeWaiting'),
        history: {
          unavailable: t('fundingRate.history.unavailable'),
          loading: t('fundingRate.history.loading'),
          noHistory: t('fundingRate.history.none'),
          averageTitle: t('fundingRate.history.averageTitle', placeholders('venue', 'symbol', 'known', 'hours')),
          stable: t('fundingRate.history.stable', placeholders('days')),
          stableTitle: t('fundingRate.history.stableTitle', placeholders('days', 'stable', 'known')),
          problem: (history: VenueHistory) =>
            errorText(history.problem, t, {
              frame: 'fundingRate.history.failed',
              values: { venue: registry.name(history.venue) },
            }),
          venueName: registry.name,
        },
        book: {
          notRead: t('fundingRate.book.notRead'),
          unavailable: t('fundingRate.book.unavailable'),
          problem: (read: VenueBookRead) => bookProblemText(read, t, registry.name(read.venue)),
          fillsOnly: t('fundingRate.book.fillsOnly', placeholders('filled', 'size')),
          fillsOnlyTitle: t('fundingRate.book.fillsOnlyTitle', placeholders('leg', 'filled', 'size')),
          capacity: t('fundingRate.book.capacity', placeholders('size')),
          capacityShort: t('fundingRate.book.capacityShort', placeholders('size')),
          capacityByNet: t('fundingRate.book.capacityByNet'),
          capacityByDepth: t('fundingRate.book.capacityByDepth'),
          netAtSizeTitle: t(
            'fundingRate.book.netTitle',
            placeholders('gross', 'fees', 'impact', 'longImpact', 'shortImpact', 'size', 'hold', 'net'),
          ),
          gross: t('fundingRate.grossLine', placeholders('gross')),
          netBeforeBooks: t('fundingRate.book.netBeforeBooks', placeholders('net')),
          venueName: registry.name,
        },
      },
    }),
    // The strings change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.period, state.view, state.holdDays, state.minNetApr, unavailable, locale, sizeValid, sizeUsd, registry],
  );
  const head: HeadContext = { sort: state.sort, onSort: sortBy, statuses: data.venues };
  // A market chosen here (with its best pair) goes to the panels of this one's link colour, and opens the pair view
  // on it, in this panel's colour (one pair view, which follows the rows chosen next); one chosen in a linked panel is
  // marked here.
  const [chosen, choose] = useChosen('market', selection, api);
  // The pair view (and the strategy it opens) weighs the pair at this size, on this basis and hold.
  const handOver = useMemo(() => pairHandOver(sizeUsd, view, holdDays), [sizeUsd, view, holdDays]);
  const chooseRow = useCallback(
    (row: FundingRow) => {
      const market = {
        kind: 'market',
        base: row.base,
        ...(row.pair ? { long: row.pair.long, short: row.pair.short } : {}),
        ...handOver,
      } as const;
      choose(market);
      api.openPanel(FUNDING_PAIR_PANEL_ID, market, { linked: true });
    },
    [api, choose, handOver],
  );
  const chosenMissing = chosen !== null && !loading && !rows.some((row) => row.base === chosen.base);
  const historyKept = useHistoryKept();
  const notices = [
    chosenMissing ? t('markets.chosenMissing', { market: chosen.base }) : null,
    historyKept ? null : t('fundingRate.history.notKept'),
  ].filter((text) => text !== null);
  const editFees = useCallback(() => setEditingFees(true), []);

  return (
    <MarketPanelFrame
      toolbar={
        <FundingToolbar
          state={state}
          onChange={update}
          onEditFees={userId ? editFees : null}
          sizeValid={sizeTyped}
          onSizeValidity={setSizeTyped}
        />
      }
      venues={data.venues}
      rowCount={rows.length}
      note={t('fundingRate.note', { hold: state.holdDays })}
      notice={notices.length > 0 ? notices.join(' ') : undefined}
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
        dense
        empty={loading ? t('markets.loading') : t('markets.noMarkets')}
      />
      {editingFees && userId && <FeesDialog userId={userId} choices={choices} onClose={() => setEditingFees(false)} />}
    </MarketPanelFrame>
  );
}
