import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable, stickyFirstColumnSx } from '../../../components/scroll-table';
import { useClock } from '../../../components/use-clock';
import type { AccountEvent } from '../../../markets/model/account';
import { formatNumber, formatUsd } from '../../../lib/format/numbers';
import { windowTotals } from '../model/volume-windows';

/** Volume, fills, fees and funding over the last 24 h, 7 days and 30 days, of the rows the filter shows. */
export function OperationSummary({ events }: { events: readonly AccountEvent[] }) {
  const { t, i18n } = useTranslation();
  const clock = useClock();
  // The windows move with the clock, but a minute is fine enough for totals: recomputed once a minute.
  const minute = Math.floor(clock / 60_000);
  const totals = useMemo(() => windowTotals(events, minute * 60_000 + 59_999), [events, minute]);
  const usd = (value: number) => formatUsd(value, i18n.language);
  return (
    <ScrollTable>
      <Table
        size="small"
        aria-label={t('myOperation.summary')}
        sx={{ '& td, & th': { py: 0.5, whiteSpace: 'nowrap' }, ...stickyFirstColumnSx }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('myOperation.window')}</TableCell>
            <TableCell align="right">{t('myOperation.volume')}</TableCell>
            <TableCell align="right">{t('myOperation.fills')}</TableCell>
            <TableCell align="right">{t('myOperation.fees')}</TableCell>
            <TableCell align="right">{t('myOperation.fundingEarned')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.map((row) => (
            <TableRow key={row.window}>
              <TableCell component="th" scope="row">
                {t(`myOperation.windows.${row.window}`)}
              </TableCell>
              <TableCell align="right">{usd(row.volumeUsd)}</TableCell>
              <TableCell align="right">{formatNumber(row.fills, i18n.language, { maxDigits: 0 })}</TableCell>
              <TableCell align="right">{usd(row.feesUsd)}</TableCell>
              <TableCell align="right">{usd(row.fundingUsd)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
