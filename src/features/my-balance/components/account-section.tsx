import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScrollTable, stickyFirstColumnSx } from '../../../components/scroll-table';
import { AccountNotice, SourceAge } from '../../../markets/components/account-notice';
import type { AccountView } from '../../../markets/accounts/use-venue-accounts';
import type { AccountBalance } from '../../../markets/model/account';
import type { MarketRow } from '../../../markets/model/board';
import { formatPrice, formatSignificant, formatUsd } from '../../../lib/format/numbers';
import { VENUE_NAMES, type VenueId } from '../../../markets/model/venues';
import { MarginLine } from './margin-line';
import { positionPnl, positionUsd } from '../model/balance-totals';

/** The mark price of a venue's market, from the market data (Pacifica's positions come without one). */
export function markOf(board: readonly MarketRow[], venue: VenueId, market: string): number | null {
  const row = board.find((candidate) => candidate.base === market);
  return row?.quotes[venue]?.markPrice ?? null;
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
  const venue = VENUE_NAMES[view.venue];
  const balance = view.kind === 'read' && view.data?.status === 'ok' ? view.data : null;
  const signed = (value: number | null) =>
    value === null ? '—' : `${value > 0 ? '+' : ''}${formatUsd(value, locale)}`;
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
            <ScrollTable>
              <Table
                size="small"
                aria-label={t('myBalance.positionsTable', { venue })}
                sx={{ '& td, & th': { py: 0.25, whiteSpace: 'nowrap', fontSize: 12 }, ...stickyFirstColumnSx }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{t('myBalance.columns.market')}</TableCell>
                    <TableCell>{t('myBalance.columns.side')}</TableCell>
                    <TableCell align="right">{t('myBalance.columns.size')}</TableCell>
                    <TableCell align="right">{t('myBalance.columns.entry')}</TableCell>
                    <TableCell align="right">{t('myBalance.columns.value')}</TableCell>
                    <TableCell align="right">{t('myBalance.columns.pnl')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody data-user-content>
                  {balance.positions.map((position) => {
                    const mark = markOf(board, view.venue, position.market);
                    const value = positionUsd(position.size, position.valueUsd, mark);
                    const pnl = positionPnl(
                      position.side,
                      position.size,
                      position.entryPrice,
                      position.unrealizedPnlUsd,
                      mark,
                    );
                    return (
                      <TableRow key={`${position.market}:${position.side}`}>
                        <TableCell component="th" scope="row">
                          {position.market}
                        </TableCell>
                        <TableCell>{t(`accounts.${position.side}`)}</TableCell>
                        <TableCell align="right">{formatSignificant(position.size, locale)}</TableCell>
                        <TableCell align="right">
                          {position.entryPrice === null ? '—' : formatPrice(position.entryPrice, locale)}
                        </TableCell>
                        <TableCell align="right">{value === null ? '—' : formatUsd(value, locale)}</TableCell>
                        <TableCell align="right">{signed(pnl)}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </ScrollTable>
          )}
        </>
      )}
    </Box>
  );
}
