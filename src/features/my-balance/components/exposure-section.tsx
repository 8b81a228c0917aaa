import { memo } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScrollTable, stickyFirstColumnSx } from '../../../components/scroll-table';
import { formatShare, formatSignificant, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';
import { VENUE_NAMES } from '../../../markets/model/venues';
import type { AssetExposure, NetExposure, UncountedSource } from '../model/net-exposure';

/** The colour of a hedge's state: a broken hedge in the warning colour; one not fully known in the text's own. */
const STATE_COLOUR: Record<AssetExposure['state'], string> = {
  balanced: 'success.main',
  imbalanced: 'warning.main',
  oneSided: 'warning.main',
  oneSideKnown: 'text.secondary',
};

function signedUnits(value: number, locale: string) {
  return `${value > 0 ? '+' : ''}${formatSignificant(value, locale)}`;
}

/**
 * Net exposure per asset across every venue read (the hedge's state first, so that a narrow panel always shows it):
 * long − short in units and USD. A hedged pair reads as about zero and "Balanced"; a missing or mismatched leg stands
 * out in the warning colour, unless a source that could hold the other side is not counted ("One side known", in the
 * text's colour): the line under the table names those sources. Memoised: the panel keeps the same exposure object
 * while its figures do not move.
 */
export const ExposureSection = memo(function ExposureSection({ exposure }: { exposure: NetExposure }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const stateText = (asset: AssetExposure) =>
    asset.state === 'imbalanced'
      ? t('myBalance.exposure.imbalanced', { share: formatShare(asset.imbalance, locale) })
      : t(`myBalance.exposure.${asset.state}`);
  const holders = (asset: AssetExposure) =>
    [
      ...asset.venues.map((venue) => VENUE_NAMES[venue]),
      ...asset.spotVenues.map((venue) => t('myBalance.exposure.walletHolder', { venue: VENUE_NAMES[venue] })),
    ].join(', ');
  const sourceText = (source: UncountedSource) =>
    t('myBalance.exposure.notCountedSource', {
      source: source.spot
        ? t('myBalance.exposure.walletSource', { venue: VENUE_NAMES[source.venue], asset: source.asset ?? '' })
        : VENUE_NAMES[source.venue],
      reason: t(`myBalance.exposure.notCountedReason.${source.reason}`),
    });
  const spotVenues = [...new Set(exposure.assets.flatMap((asset) => asset.spotVenues))];
  return (
    <Box component="section" aria-labelledby="my-balance-exposure" sx={{ px: 1.5, pb: 1 }} data-user-content>
      <Typography id="my-balance-exposure" variant="subtitle1" component="h3">
        {t('myBalance.exposure.title')}
      </Typography>
      {exposure.assets.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('myBalance.exposure.none')}
        </Typography>
      ) : (
        <ScrollTable>
          <Table
            size="small"
            aria-label={t('myBalance.exposure.table')}
            sx={{ '& td, & th': { py: 0.25, whiteSpace: 'nowrap', fontSize: 12 }, ...stickyFirstColumnSx }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('myBalance.exposure.asset')}</TableCell>
                <TableCell>{t('myBalance.exposure.state')}</TableCell>
                <TableCell align="right">{t('myBalance.exposure.net')}</TableCell>
                <TableCell align="right">{t('myBalance.exposure.netUsd')}</TableCell>
                <TableCell align="right">{t('myBalance.exposure.long')}</TableCell>
                <TableCell align="right">{t('myBalance.exposure.short')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {exposure.assets.map((asset) => (
                <TableRow key={asset.base}>
                  <TableCell component="th" scope="row">
                    {asset.base}
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ fontSize: 10 }}>
                      {holders(asset)}
                    </Typography>
                  </TableCell>
                  <TableCell
                    sx={{
                      color: STATE_COLOUR[asset.state],
                      // The words wrap rather than push the table wider than the panel.
                      whiteSpace: 'normal !important',
                      minWidth: 110,
                    }}
                  >
                    {stateText(asset)}
                  </TableCell>
                  <TableCell align="right">{signedUnits(asset.netUnits, locale)}</TableCell>
                  <TableCell align="right">
                    {asset.netUsd === null ? NO_FIGURE : formatUsd(asset.netUsd, locale)}
                  </TableCell>
                  <TableCell align="right">{formatSignificant(asset.longUnits, locale)}</TableCell>
                  <TableCell align="right">{formatSignificant(asset.shortUnits, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      {spotVenues.map((venue) => (
        <Typography key={venue} variant="caption" color="text.secondary" component="p">
          {t('myBalance.exposure.spotNote', { venue: VENUE_NAMES[venue] })}
        </Typography>
      ))}
      {exposure.uncounted.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('myBalance.exposure.notCounted', { sources: exposure.uncounted.map(sourceText).join(', ') })}
        </Typography>
      )}
      {exposure.refused.map((position, index) => (
        <Typography key={index} variant="caption" color="warning.main" component="p">
          {t(`myBalance.exposure.refused.${position.reason}`, {
            market: position.market,
            venue: VENUE_NAMES[position.venue],
          })}
        </Typography>
      ))}
    </Box>
  );
});
