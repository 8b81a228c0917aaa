import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable, stickyFirstColumnSx } from '../../../components/scroll-table';
import { useClockStep } from '../../../components/use-clock';
import type { AccountEvent } from '../../../markets/model/account';
import { formatNumber, formatUsd } from '../../../lib/format/numbers';
import { VENUE_NAMES } from '../../../markets/model/venues';
import type { ReadProgress } from '../model/read-progress';
import { windowTotals } from '../model/volume-windows';

/** Volume, fills, fees and funding over the last 24 h, 7 days and 30 days, of the rows the filter shows. */
export function OperationSummary({ events, progress }: { events: readonly AccountEvent[]; progress: ReadProgress }) {
  const { t, i18n } = useTranslation();
  // The windows move with the clock, but a minute is fine enough for totals: rendered and recomputed once a minute.
  const minute = useClockStep(60_000);
  const totals = useMemo(() => windowTotals(events, minute + 59_999), [events, minute]);
  const usd = (value: number) => formatUsd(value, i18n.language);
  // Nothing answered yet: zeros would read as "no volume", so the panel says it is reading instead.
  if (progress.phase === 'loading') {
    return (
      <Typography role="status" variant="body2" sx={{ px: 1.5, py: 1 }}>
        {t('myOperation.loading')}
      </Typography>
    );
  }
  const pending = progress.pending.map((venue) => VENUE_NAMES[venue]).join(', ');
  return (
    <>
      {progress.phase === 'partial' && (
        <Typography role="status" variant="caption" color="text.secondary" sx={{ px: 1.5 }}>
          {t('myOperation.partial', { venues: pending })}
        </Typography>
      )}
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
    </>
  );
}
