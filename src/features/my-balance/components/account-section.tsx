import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AccountNotice, SourceAge } from '../../../markets/components/account-notice';
import type { AccountView } from '../../../markets/accounts/use-venue-accounts';
import type { AccountBalance, AccountPosition } from '../../../markets/model/account';
import type { MarketRow } from '../../../markets/model/board';
import { useByContent } from '../../../components/use-by-content';
import { formatUsd } from '../../../lib/format/numbers';
import { venueName, type VenueId } from '../../../markets/model/venues';
import { MarginLine } from './margin-line';
import { positionPnl, positionUsd } from '../model/balance-totals';
import { PositionsTable, type PositionRow } from './positions-table';

/** The mark price of a venue's market, from the market data (Pacifica's positions come without one). */
export function markOf(board: readonly MarketRow[], venue: VenueId, market: string): number | null {
  const row = board.find((candidate) => candidate.base === market);
  return row?.quotes[venue]?.markPrice ?? null;
}

function positionRows(positions: readonly AccountPosition[], board: readonly MarketRow[], venue: VenueId) {
  return positions.map((position): PositionRow => {
    const mark = markOf(board, venue, position.market);
    return {
      market: position.market,
      side: position.side,
      size: position.size,
      entryPrice: position.entryPrice,
      valueUsd: positionUsd(position.size, position.valueUsd, mark),
      pnlUsd: positionPnl(position.side, position.size, position.entryPrice, position.unrealizedPnlUsd, mark),
    };
  });
}

/** One venue account: its equity, free margin and open positions, or why they cannot be shown, in its own section. */
export function AccountSection({
  view,
  enabled,
  board,
  marginLevel,
}: {
  view: AccountView<AccountBalance>;
  enabled: boolean;
  board: readonly MarketRow[];
  /** Margin use above this fraction of equity is flagged. */
  marginLevel: number;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const venue = venueName(view.venue);
  const balance = view.kind === 'read' && view.data?.status === 'ok' ? view.data : null;
  // Worked out on each draw (a few positions), kept while equal: the table is drawn again only when a figure moves.
  const rows = useByContent(balance ? positionRows(balance.positions, board, view.venue) : []);
  return (
    <Box component="section" aria-label={venue} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="subtitle2" component="h4">
          {venue}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {view.address}
        </Typography>
        {!enabled && (
          <Typography variant="caption" color="text.secondary">
            ({t('accounts.disabled')})
          </Typography>
        )}
        {view.kind === 'read' && <SourceAge updatedAt={view.updatedAt} />}
      </Stack>
      <AccountNotice view={view} />
      {balance && (
        <>
          <Stack direction="row" spacing={3} sx={{ my: 0.5 }}>
            <Typography variant="body2">
              {t('myBalance.equity')}: <strong>{formatUsd(balance.equityUsd, locale)}</strong>
            </Typography>
            <Typography variant="body2">
              {t('myBalance.available')}: <strong>{formatUsd(balance.availableUsd, locale)}</strong>
            </Typography>
          </Stack>
          <MarginLine balance={balance} level={marginLevel} />
          {balance.droppedRows > 0 && (
            <Typography variant="caption" color="text.secondary">
              {t('accounts.dropped', { count: balance.droppedRows })}
            </Typography>
          )}
          {balance.positions.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('myBalance.noPositions')}
            </Typography>
          ) : (
            <PositionsTable venue={venue} rows={rows} />
          )}
        </>
      )}
    </Box>
  );
}
