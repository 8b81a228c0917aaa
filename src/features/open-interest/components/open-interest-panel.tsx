import { useCallback, useDeferredValue, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FiguresNote } from '../../../markets/components/figures-note';
import { VenueNotices } from '../../../markets/components/venue-notices';
import { nextSort, shownVenues } from '../../../markets/model/market-filter';
import { useMarketData, useUnavailableVenues } from '../../../markets/use-market-data';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { usePanelState } from '../../../panel-contract/use-panel-state';
import { openInterestRows } from '../model/open-interest-rows';
import {
  DEFAULT_OPEN_INTEREST_STATE,
  OI_TEXT_COLUMNS,
  type OpenInterestSortColumn,
  type OpenInterestState,
} from '../model/open-interest-state';
import { OpenInterestTable } from './open-interest-table';
import { OpenInterestToolbar } from './open-interest-toolbar';

/**
 * Open Interest: for each market and venue, open interest, 24 h volume, mark price or funding; totals per market and
 * per venue, and each venue's share of a market. The user's choices are kept with the layout.
 */
export default function OpenInterestPanel({ initialState, saveState }: PanelProps<undefined, OpenInterestState>) {
  const { t } = useTranslation();
  const [state, update] = usePanelState(initialState, DEFAULT_OPEN_INTEREST_STATE, saveState);
  const venues = useMemo(() => shownVenues(state.hiddenVenues), [state.hiddenVenues]);
  const data = useMarketData(venues);
  const unavailable = useUnavailableVenues(data);
  // A refresh redraws the table in the background, in slices the browser can interrupt (each venue's new figures
  // would otherwise be one long task); clicks, typing and the venues' status are answered first.
  const board = useDeferredValue(data.board);
  const rows = useMemo(() => openInterestRows(board, state), [board, state]);
  const sortBy = useCallback(
    (column: OpenInterestSortColumn) => update({ sort: nextSort(state.sort, column, OI_TEXT_COLUMNS) }),
    [update, state.sort],
  );
  const loading = data.venues.length > 0 && data.venues.every((status) => status.state === 'loading');

  return (
    <Stack sx={{ height: '100%', minWidth: 0 }}>
      <OpenInterestToolbar state={state} onChange={update} />
      <Stack spacing={0.5} sx={{ px: 1.5, py: 1 }}>
        <VenueNotices venues={data.venues} />
      </Stack>
      <OpenInterestTable
        rows={rows}
        venues={venues}
        statuses={data.venues}
        state={state}
        unavailable={unavailable}
        onSort={sortBy}
        empty={loading ? t('markets.loading') : t('markets.noMarkets')}
      />
      <FiguresNote count={rows.length} note={t('openInterest.note')} />
    </Stack>
  );
}
