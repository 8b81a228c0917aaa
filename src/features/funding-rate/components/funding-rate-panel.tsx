import { useCallback, useDeferredValue, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FiguresNote } from '../../../markets/components/figures-note';
import { VenueNotices } from '../../../markets/components/venue-notices';
import { nextSort, shownVenues } from '../../../markets/model/market-filter';
import { useMarketData, useUnavailableVenues } from '../../../markets/use-market-data';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { usePanelState } from '../../../panel-contract/use-panel-state';
import {
  DEFAULT_FUNDING_RATE_STATE,
  FUNDING_TEXT_COLUMNS,
  type FundingRateState,
  type FundingSortColumn,
} from '../model/funding-rate-state';
import { fundingRows } from '../model/funding-rows';
import { FundingTable } from './funding-table';
import { FundingToolbar } from './funding-toolbar';

/**
 * Funding Rate: every venue's current funding for each market, the best long/short pair, its spread and the daily
 * carry for a size. The user's choices are kept with the layout.
 */
export default function FundingRatePanel({ initialState, saveState }: PanelProps<undefined, FundingRateState>) {
  const { t } = useTranslation();
  const [state, update] = usePanelState(initialState, DEFAULT_FUNDING_RATE_STATE, saveState);
  const venues = useMemo(() => shownVenues(state.hiddenVenues), [state.hiddenVenues]);
  const data = useMarketData(venues);
  const unavailable = useUnavailableVenues(data);
  // A refresh redraws the table in the background, in slices the browser can interrupt (each venue's new figures
  // would otherwise be one long task); clicks, typing and the venues' status are answered first.
  const board = useDeferredValue(data.board);
  const rows = useMemo(() => fundingRows(board, state, unavailable), [board, state, unavailable]);
  const sortBy = useCallback(
    (column: FundingSortColumn) => update({ sort: nextSort(state.sort, column, FUNDING_TEXT_COLUMNS) }),
    [update, state.sort],
  );
  const loading = data.venues.length > 0 && data.venues.every((status) => status.state === 'loading');

  return (
    <Stack sx={{ height: '100%', minWidth: 0 }}>
      <FundingToolbar state={state} onChange={update} />
      <Stack spacing={0.5} sx={{ px: 1.5, py: 1 }}>
        <VenueNotices venues={data.venues} />
      </Stack>
      <FundingTable
        rows={rows}
        venues={venues}
        statuses={data.venues}
        state={state}
        unavailable={unavailable}
        onSort={sortBy}
        empty={loading ? t('markets.loading') : t('markets.noMarkets')}
      />
      <FiguresNote count={rows.length} note={t('fundingRate.note')} />
    </Stack>
  );
}
