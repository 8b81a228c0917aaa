import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatApr, formatNumber, formatUsd, NO_FIGURE } from '../../lib/format/numbers';
import type { GridCell, ThresholdGrid } from '../model/backtest-grid';

interface BacktestGridTableProps {
  grid: ThresholdGrid;
  days: number;
  /** Puts a chosen X and Y in the strategy's form (unsaved); absent where there is no form to put them in. */
  onUse?: (openSpreadApr: number, closeSpreadApr: number) => void;
  /** Where Use these puts X and Y: the form beside the grid (a strategy panel), or the strategy's own panel it opens. */
  useTarget?: 'form' | 'strategy';
}

const sameCell = (a: GridCell | null, b: GridCell) =>
  a !== null && a.openSpreadApr === b.openSpreadApr && a.closeSpreadApr === b.closeSpreadApr;

/**
 * The net P&L of X (rows) against Y (columns) around the strategy's own, which is marked. A cell is a button: choosing
 * it says what it is in a live region, and "Use these" hands its X and Y to the form, where the user reviews and saves.
 */
export function BacktestGridTable({ grid, days, onUse, useTarget = 'form' }: BacktestGridTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [chosen, setChosen] = useState<GridCell | null>(null);
  const [used, setUsed] = useState(false);
  const pct = (value: number) => formatApr(value / 100, locale);
  const cellName = (cell: GridCell) =>
    t('backtest.grid.cellName', {
      x: pct(cell.openSpreadApr),
      y: pct(cell.closeSpreadApr),
      net: cell.netUsd === null ? t('backtest.grid.invalid') : formatUsd(cell.netUsd, locale),
    }) + (cell.current ? ` ${t('backtest.grid.current')}` : '');
  // The chosen X and Y as the grid now has them (another window, new reads); forgotten once the grid no longer holds
  // them (the form's X or Y changed).
  const stillChosen = chosen ? (grid.rows.flat().find((cell) => sameCell(chosen, cell)) ?? null) : null;
  const announcement =
    stillChosen === null
      ? ''
      : used
        ? t(useTarget === 'form' ? 'backtest.grid.usedNote' : 'backtest.grid.usedNoteStrategy', {
            x: pct(stillChosen.openSpreadApr),
            y: pct(stillChosen.closeSpreadApr),
          })
        : t('backtest.grid.chosen', {
            x: pct(stillChosen.openSpreadApr),
            y: pct(stillChosen.closeSpreadApr),
            net: stillChosen.netUsd === null ? NO_FIGURE : formatUsd(stillChosen.netUsd, locale),
            trips: formatNumber(stillChosen.roundTrips ?? 0, locale),
          });
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ '& td, & th': { px: 0.75, whiteSpace: 'nowrap' } }}>
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 4px' }}>
            {t('backtest.grid.caption', { days })}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('backtest.grid.corner')}
              </TableCell>
              {grid.closeValues.map((value) => (
                <TableCell key={value} component="th" scope="col" align="right">
                  {t('backtest.grid.yHeader', { value: pct(value) })}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {grid.rows.map((row, index) => (
              <TableRow key={grid.openValues[index]}>
                <TableCell component="th" scope="row">
                  {t('backtest.grid.xHeader', { value: pct(grid.openValues[index] ?? 0) })}
                </TableCell>
                {row.map((cell) => (
                  <TableCell key={cell.closeSpreadApr} align="right" sx={{ p: 0 }}>
                    <ButtonBase
                      aria-label={cellName(cell)}
                      aria-pressed={sameCell(stillChosen, cell)}
                      disabled={cell.netUsd === null}
                      onClick={() => {
                        setChosen(cell);
                        setUsed(false);
                      }}
                      sx={{
                        width: '100%',
                        justifyContent: 'flex-end',
                        px: 0.75,
                        py: 0.5,
                        font: 'inherit',
                        color: cell.netUsd !== null && cell.netUsd < 0 ? 'error.main' : 'text.primary',
                        fontWeight: cell.current ? 700 : 400,
                        outline: cell.current ? '1px dashed' : 'none',
                        outlineColor: 'primary.main',
                        outlineOffset: -2,
                        bgcolor: sameCell(stillChosen, cell) ? 'action.selected' : 'transparent',
                      }}
                    >
                      {cell.netUsd === null ? NO_FIGURE : formatUsd(cell.netUsd, locale)}
                    </ButtonBase>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {t(
          !onUse
            ? 'backtest.grid.legendNoUse'
            : useTarget === 'form'
              ? 'backtest.grid.legend'
              : 'backtest.grid.legendStrategy',
        )}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
        {onUse && (
          <Button
            size="small"
            variant="outlined"
            disabled={stillChosen === null || stillChosen.netUsd === null || used}
            onClick={() => {
              if (!stillChosen) return;
              onUse(stillChosen.openSpreadApr, stillChosen.closeSpreadApr);
              setUsed(true);
            }}
          >
            {t('backtest.grid.use')}
          </Button>
        )}
        <Typography variant="body2" role="status" aria-live="polite">
          {announcement}
        </Typography>
      </Stack>
    </Box>
  );
}
