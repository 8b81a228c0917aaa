import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatApr, formatUsd } from '../../../lib/format/numbers';
import { aprOf } from '../../../markets/model/units';
import { VENUE_NAMES } from '../../../markets/model/venues';
import type { MarketData } from '../../../markets/use-market-data';
import { STRATEGY_LEGS, type Strategy } from '../model/strategies';
import { strategyQuote } from '../model/strategy-quote';

interface LiveFiguresProps {
  strategy: Strategy;
  data: MarketData;
  market: string;
  sizeUsd: number | null;
}

/** The chosen market's live funding on both legs, which is long and which short, the spread and the carry. */
export function LiveFigures({ strategy, data, market, sizeUsd }: LiveFiguresProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const legs = STRATEGY_LEGS[strategy];
  const down = data.venues.filter((venue) => venue.state === 'unavailable');
  const waiting = data.venues.some((venue) => venue.state === 'loading');
  const row = data.board.find((candidate) => candidate.base === market);
  const figures = market === '' ? null : strategyQuote(legs, row, sizeUsd ?? 0);
  let note: string | null = null;
  if (market === '') note = t('volumeBot.strategy.chooseMarket');
  else if (!figures) note = waiting ? t('volumeBot.strategy.waiting') : t('volumeBot.strategy.notListed', { market });
  return (
    <Stack spacing={1} aria-live="off">
      {down.map((venue) => (
        <Alert key={venue.venue} severity="warning">
          {t('volumeBot.strategy.venueDown', { venue: VENUE_NAMES[venue.venue] })}
        </Alert>
      ))}
      {note !== null && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {figures && (
        <>
          <Table size="small" aria-label={t('volumeBot.strategy.legs')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('volumeBot.strategy.legs')}</TableCell>
                <TableCell />
                <TableCell align="right">{t('volumeBot.strategy.funding')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {figures.legs.map((leg) => (
                <TableRow key={`${leg.venue}-${leg.instrument}`}>
                  <TableCell>
                    {t('volumeBot.strategy.leg', {
                      venue: VENUE_NAMES[leg.venue],
                      instrument: t(`volumeBot.strategy.${leg.instrument}`),
                    })}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={leg.side === 'long' ? 'success' : 'error'}
                      label={t(`volumeBot.strategy.${leg.side}`)}
                    />
                  </TableCell>
                  <TableCell align="right">
                    {leg.instrument === 'spot'
                      ? t('volumeBot.strategy.noFunding')
                      : formatApr(aprOf(leg.fundingRateHourly), locale)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('volumeBot.strategy.spread')}
              </Typography>
              <Typography variant="h6" component="p">
                {formatApr(figures.spreadApr, locale)}
              </Typography>
            </Box>
            {sizeUsd !== null && (
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {t('volumeBot.strategy.carry')}
                </Typography>
                <Typography variant="h6" component="p" color={figures.carryPerDayUsd < 0 ? 'error' : undefined}>
                  {formatUsd(figures.carryPerDayUsd, locale)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('volumeBot.strategy.carryFor', { size: formatUsd(sizeUsd, locale) })}
                </Typography>
              </Box>
            )}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('volumeBot.strategy.figuresNote')}
          </Typography>
        </>
      )}
    </Stack>
  );
}
