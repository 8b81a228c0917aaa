import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { plainHead } from '../../../markets/components/column-heads';
import { ColumnTable, type TableColumn } from '../../../markets/components/column-table';
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

function holders(asset: AssetExposure, t: TFunction) {
  return [
    ...asset.venues.map((venue) => VENUE_NAMES[venue]),
    ...asset.spotVenues.map((venue) => t('myBalance.exposure.walletHolder', { venue: VENUE_NAMES[venue] })),
  ].join(', ');
}

function exposureColumns(t: TFunction, locale: string): TableColumn<AssetExposure, undefined>[] {
  const stateText = (asset: AssetExposure) =>
    asset.state === 'imbalanced'
      ? t('myBalance.exposure.imbalanced', { share: formatShare(asset.imbalance, locale) })
      : t(`myBalance.exposure.${asset.state}`);
  return [
    {
      id: 'asset',
      head: plainHead(t('myBalance.exposure.asset'), 'left'),
      cell: (asset) => (
        <th scope="row">
          {asset.base}
          <Typography variant="caption" color="text.secondary" component="div" sx={{ fontSize: 10 }}>
            {holders(asset, t)}
          </Typography>
        </th>
      ),
    },
    {
      id: 'state',
      head: plainHead(t('myBalance.exposure.state'), 'left'),
      cell: (asset) => (
        <Box
          component="td"
          sx={{
            color: STATE_COLOUR[asset.state],
            textAlign: 'left !important',
            // The words wrap rather than push the table wider than the panel.
            whiteSpace: 'normal !important',
            minWidth: 110,
          }}
        >
          {stateText(asset)}
        </Box>
      ),
    },
    {
      id: 'net',
      head: plainHead(t('myBalance.exposure.net')),
      cell: (asset) => <td>{signedUnits(asset.netUnits, locale)}</td>,
    },
    {
      id: 'netUsd',
      head: plainHead(t('myBalance.exposure.netUsd')),
      cell: (asset) => <td>{asset.netUsd === null ? NO_FIGURE : formatUsd(asset.netUsd, locale)}</td>,
    },
    {
      id: 'long',
      head: plainHead(t('myBalance.exposure.long')),
      cell: (asset) => <td>{formatSignificant(asset.longUnits, locale)}</td>,
    },
    {
      id: 'short',
      head: plainHead(t('myBalance.exposure.short')),
      cell: (asset) => <td>{formatSignificant(asset.shortUnits, locale)}</td>,
    },
  ];
}

const assetKey = (asset: AssetExposure) => asset.base;

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
  const columns = useMemo(() => exposureColumns(t, locale), [t, locale]);
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
        <ColumnTable
          layout="inline"
          size="compact"
          label={t('myBalance.exposure.table')}
          rows={exposure.assets}
          rowKey={assetKey}
          columns={columns}
          context={undefined}
        />
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
