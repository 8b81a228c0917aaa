import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatApr, formatBps, formatNumber, formatShare, formatUsd } from '../../lib/format/numbers';
import { bookProblemText } from '../books/book-problem';
import type { BacktestResult } from '../model/backtest';
import type { VenueId } from '../model/venues';
import { useVenues } from '../use-venues';
import type { LegImpactNote, LegSide } from './use-backtest';

interface BacktestFiguresProps {
  result: BacktestResult;
  impact: Record<LegSide, LegImpactNote>;
  venues: Record<LegSide, VenueId>;
  sizeUsd: number;
}

function impactLine(note: LegImpactNote, venue: string, t: TFunction, locale: string): string {
  switch (note.kind) {
    case 'book':
      return t('backtest.impact.book', { venue, impact: formatBps(note.impactBps / 10_000, locale) });
    case 'spot':
      return t('backtest.impact.spot', { venue });
    case 'unavailable':
      return `${bookProblemText(note.read, t, venue)} ${t('backtest.impact.notCounted')}`;
  }
}

/**
 * The backtest's figures as a two-column table (what, how much), and what they rest on: today's books for the impact,
 * a position left open at the end, hours held without both legs' funding.
 */
export function BacktestFigures({ result, impact, venues, sizeUsd }: BacktestFiguresProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const registry = useVenues();
  const rows: [string, string][] = [
    [t('backtest.figures.roundTrips'), formatNumber(result.roundTrips, locale)],
    [
      t('backtest.figures.timeInPosition'),
      t('backtest.figures.timeValue', {
        share: formatShare(result.timeInPosition, locale),
        hours: formatNumber(result.heldHours, locale),
        total: formatNumber(result.windowHours, locale),
      }),
    ],
    [t('backtest.figures.funding'), formatUsd(result.fundingUsd, locale)],
    [t('backtest.figures.fees'), formatUsd(result.feesUsd, locale)],
    [t('backtest.figures.impact'), formatUsd(result.impactUsd, locale)],
    [t('backtest.figures.net'), formatUsd(result.netUsd, locale)],
    [
      t('backtest.figures.netApr'),
      t('backtest.figures.netAprValue', {
        apr: formatApr(result.netAprOnMargin, locale),
        margin: formatUsd(result.marginUsd, locale),
      }),
    ],
    [t('backtest.figures.drawdown'), formatUsd(result.worstDrawdownUsd, locale)],
  ];
  return (
    <Stack spacing={0.5}>
      <Table size="small" aria-label={t('backtest.figures.label')} sx={{ '& td, & th': { px: 0.75 } }}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.openAtEnd && (
        <Typography variant="body2" color="warning.main">
          {t('backtest.openAtEnd')}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('backtest.impact.heading', { size: formatUsd(sizeUsd, locale) })}{' '}
        {(['long', 'short'] as const)
          .map((side) => impactLine(impact[side], registry.name(venues[side]), t, locale))
          .join(' ')}
      </Typography>
      {result.unknownHeldHours > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('backtest.gaps', { count: result.unknownHeldHours })}
        </Typography>
      )}
    </Stack>
  );
}
