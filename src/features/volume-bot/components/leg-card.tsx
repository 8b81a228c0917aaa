import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/error-text';
import { useClock } from '../../../components/use-clock';
import { formatAge } from '../../../lib/format/time';
import { formatPercent, formatPrice, formatSignificant, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';
import { AccountNotice, SourceAge } from '../../../markets/components/account-notice';
import { VENUE_NAMES } from '../../../markets/model/venues';
import type { LegWatch } from '../model/strategy-watch';
import type { LegViews } from './use-strategy-watch';

type RowKey = 'side' | 'size' | 'notional' | 'entry' | 'mark' | 'pnl' | 'liquidation' | 'funding' | 'fees';

const compact = { py: 0, '& .MuiAlert-message': { py: 0.5 } } as const;

/** Dollars with a sign for what is gained (+) or lost (−). */
export function signedUsd(value: number | null, locale: string): string {
  if (value === null || !Number.isFinite(value)) return NO_FIGURE;
  return `${value > 0 ? '+' : ''}${formatUsd(value, locale)}`;
}

/** What keeps a wallet-held spot leg from showing: its read failed (the last figure stays, with its age). */
function WalletNotice({ views }: { views: LegViews }) {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const wallet = views.wallet;
  if (!wallet) return null;
  const venue = t('volumeBot.watch.walletName');
  if (!wallet.problem) {
    return (
      <Typography variant="caption" color="text.secondary">
        {t('volumeBot.watch.walletNote')}
      </Typography>
    );
  }
  return (
    <Alert severity="warning" variant="outlined" sx={compact}>
      {wallet.data && wallet.updatedAt !== null
        ? errorText(wallet.problem, t, {
            frame: 'accounts.failedStale',
            values: { venue, age: formatAge(now - wallet.updatedAt, i18n.language, 'short') },
          })
        : errorText(wallet.problem, t, { frame: 'accounts.failed', values: { venue } })}
    </Alert>
  );
}

/**
 * One leg of the strategy: its account's live position in the strategy's market (side, size, notional, entry, mark,
 * unrealised PnL, liquidation price and distance where the venue gives them), or why it cannot be shown. What went
 * wrong with this leg's venue stays in this card.
 */
export const LegCard = memo(function LegCard({
  leg,
  views,
  market,
}: {
  leg: LegWatch;
  views: LegViews;
  market: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const venue = VENUE_NAMES[leg.spec.venue];
  const instrument = t(`volumeBot.strategy.${leg.spec.instrument}`);
  const position = leg.position;
  const price = (value: number | null) => (value === null ? NO_FIGURE : formatPrice(value, locale));
  const rows: [RowKey, string][] = position
    ? [
        ['side', t(`accounts.${position.side}`)],
        ['size', `${formatSignificant(position.size, locale)} ${market}`],
        ['notional', position.notionalUsd === null ? NO_FIGURE : formatUsd(position.notionalUsd, locale)],
        ['entry', price(position.entryPrice)],
        ['mark', price(position.markPrice)],
        ['pnl', signedUsd(position.unrealizedPnlUsd, locale)],
        [
          'liquidation',
          position.liquidationPrice === null
            ? NO_FIGURE
            : position.liquidationDistance === null
              ? price(position.liquidationPrice)
              : t('volumeBot.watch.liquidationAt', {
                  price: price(position.liquidationPrice),
                  distance: formatPercent(position.liquidationDistance, locale, { maxDigits: 1 }),
                }),
        ],
      ]
    : [];
  if (position && leg.carry) {
    rows.push(['funding', signedUsd(leg.carry.fundingUsd, locale)], ['fees', formatUsd(leg.carry.feesUsd, locale)]);
  }
  const balance = views.balance;
  const activity = views.activity;
  const balanceRead = balance?.kind === 'read' ? balance : null;
  const ok = balanceRead?.data?.status === 'ok';
  return (
    <Box
      component="section"
      aria-label={t('volumeBot.watch.legRegion', { venue, instrument })}
      sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="subtitle2" component="h4">
          {t('volumeBot.watch.legHeading', { venue, instrument })}
        </Typography>
        {balanceRead && <SourceAge updatedAt={balanceRead.updatedAt} />}
        {views.wallet && <SourceAge updatedAt={views.wallet.updatedAt} />}
      </Stack>
      {views.address !== null && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-all' }}>
          {views.address}
        </Typography>
      )}
      <Stack spacing={0.5}>
        {leg.source.kind === 'spot' && (
          <Alert severity="info" variant="outlined" role="note" sx={compact}>
            {leg.source.reason === 'noKey'
              ? t('volumeBot.watch.spotNoKey', { venue })
              : t('volumeBot.watch.spotAsset', { market })}
          </Alert>
        )}
        {views.wallet && <WalletNotice views={views} />}
        {leg.spec.instrument === 'spot' && views.address !== null && leg.source.kind === 'notAsked' && (
          <Alert severity="warning" variant="outlined" sx={compact}>
            {t('accounts.invalidAddress', { venue, kind: t('accounts.addressKind.solana') })}
          </Alert>
        )}
        {leg.source.kind === 'noAddress' && (
          <Alert severity="info" variant="outlined" sx={compact}>
            {t('volumeBot.watch.noAddress', { venue })}
          </Alert>
        )}
        {balance && <AccountNotice view={balance} />}
        {leg.refused > 0 && (
          <Typography variant="caption" color="warning.main">
            {t('volumeBot.watch.refused', { count: leg.refused, market })}
          </Typography>
        )}
        {(ok || leg.source.kind === 'wallet') && !position && (
          <Typography variant="body2" color="text.secondary">
            {t('volumeBot.watch.noPosition', { market, venue })}
          </Typography>
        )}
        {position && (
          <Table size="small" aria-label={t('volumeBot.watch.positionTable', { venue })} data-user-content>
            <TableBody>
              {rows.map(([key, value]) => (
                <TableRow key={key} sx={{ '& th, & td': { py: 0.25, fontSize: 12, borderBottom: 0 } }}>
                  <TableCell component="th" scope="row" sx={{ color: 'text.secondary', pl: 0 }}>
                    {t(`volumeBot.watch.rows.${key}`)}
                  </TableCell>
                  <TableCell align="right" sx={{ pr: 0 }}>
                    {value}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {/* After the position: what could not be counted matters less than what is held. */}
        {ok && activity?.kind === 'unreadable' && <AccountNotice view={activity} />}
        {ok && activity?.kind === 'read' && activity.problem && (
          <Alert severity="warning" variant="outlined" sx={compact}>
            {t('volumeBot.watch.activityFailed', { venue })}
          </Alert>
        )}
        {position && position.markets.some((name) => name !== market) && (
          <Typography variant="caption" color="text.secondary">
            {t('volumeBot.watch.venueMarkets', { names: position.markets.join(', ') })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}, sameCard);

/** Two views of one read show the same thing: every field but `fetching` (a read under way shows nothing here). */
function sameView<T extends object>(a: T | null, b: T | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('fetching');
  return [...keys].every((key) => Object.is(a[key as keyof T], b[key as keyof T]));
}

/** Two records hold the same figures (arrays, such as a position's venue names, compared item by item). */
function sameFields<T extends object>(a: T | null, b: T | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => {
    const [x, y] = [a[key as keyof T], b[key as keyof T]];
    if (Array.isArray(x) && Array.isArray(y))
      return x.length === y.length && x.every((item, i) => Object.is(item, y[i]));
    return Object.is(x, y);
  });
}

/**
 * A leg worked out again shows the same thing when it comes from the same read (its source is kept while the data is)
 * and holds the same figures: the watch is worked out again every minute for the time held, and with every market
 * update, and that must not draw the two position tables again.
 */
function sameLeg(a: LegWatch, b: LegWatch): boolean {
  return (
    a === b ||
    (a.spec === b.spec &&
      a.source === b.source &&
      a.refused === b.refused &&
      sameFields(a.position, b.position) &&
      sameFields(a.carry, b.carry))
  );
}

/**
 * A card renders again only when what it shows changed: the panel renders at every read's start and end (the refresh
 * button's spinner), and rendering the two cards' position tables again each time would be wasted work.
 */
function sameCard(
  before: { leg: LegWatch; views: LegViews; market: string },
  after: { leg: LegWatch; views: LegViews; market: string },
): boolean {
  return (
    sameLeg(before.leg, after.leg) &&
    before.market === after.market &&
    before.views.spec === after.views.spec &&
    before.views.address === after.views.address &&
    sameView(before.views.balance, after.views.balance) &&
    sameView(before.views.activity, after.views.activity) &&
    sameView(before.views.wallet, after.views.wallet)
  );
}
