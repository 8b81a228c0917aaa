import { memo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ScrollTable, stickyFirstColumnSx } from '../../../components/scroll-table';
import { formatPrice, formatSignificant, formatUsd } from '../../../lib/format/numbers';

/** One open position as its row shows it: value and PnL already worked out (with the market data's mark if need be). */
export interface PositionRow {
  market: string;
  side: 'long' | 'short';
  size: number;
  entryPrice: number | null;
  valueUsd: number | null;
  pnlUsd: number | null;
}

/**
 * An account's open positions. Memoised on its rows: My Balance renders again with every market data update and
 * every read, and a table whose figures did not move is not drawn again.
 */
export const PositionsTable = memo(function PositionsTable({
  venue,
  rows,
}: {
  venue: string;
  rows: readonly PositionRow[];
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const signed = (value: number | null) =>
    value === null ? '—' : `${value > 0 ? '+' : ''}${formatUsd(value, locale)}`;
  return (
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
          {rows.map((row) => (
            <TableRow key={`${row.market}:${row.side}`}>
              <TableCell component="th" scope="row">
                {row.market}
              </TableCell>
              <TableCell>{t(`accounts.${row.side}`)}</TableCell>
              <TableCell align="right">{formatSignificant(row.size, locale)}</TableCell>
              <TableCell align="right">{row.entryPrice === null ? '—' : formatPrice(row.entryPrice, locale)}</TableCell>
              <TableCell align="right">{row.valueUsd === null ? '—' : formatUsd(row.valueUsd, locale)}</TableCell>
              <TableCell align="right">{signed(row.pnlUsd)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
});
