import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StrategySettings, VolumeBotSettings } from '../../../account-record/volume-bot';
import { formatApr, formatNumber, formatSignificant, formatUsd } from '../../../lib/format/numbers';
import { formatDateMinute } from '../../../lib/format/time';
import { VENUE_NAMES } from '../../../markets/model/venues';
import type { MarketData } from '../../../markets/use-market-data';
import { BALANCE_TOLERANCE, type OpenLeg, type PairState } from '../model/pair-state';
import type { Strategy } from '../model/strategies';
import type { StrategyWatch as Watch } from '../model/strategy-watch';
import { LegCard, signedUsd } from './leg-card';
import { useStrategyWatch } from './use-strategy-watch';

const HOUR_MS = 3_600_000;

function stateLine(state: PairState, watch: Watch, market: string, t: TFunction, locale: string): string {
  // A spot holding is named apart ("Pacifica spot"): a cash-and-carry's two legs are on one venue.
  const place = ({ venue, spot }: { venue: OpenLeg['venue']; spot?: true }) =>
    spot
      ? t('volumeBot.watch.legHeading', { venue: VENUE_NAMES[venue], instrument: t('volumeBot.strategy.spot') })
      : VENUE_NAMES[venue];
  const leg = (open: OpenLeg) =>
    t('volumeBot.watch.state.legText', {
      side: t(`volumeBot.watch.state.${open.side}`),
      venue: place(open),
      size: formatSignificant(open.size, locale, 4),
      market,
    });
  const percent = (fraction: number) => formatNumber(fraction * 100, locale, { maxDigits: 1 });
  switch (state.kind) {
    case 'flat':
      return t('volumeBot.watch.state.flat');
    case 'balanced':
      return t('volumeBot.watch.state.balanced', { long: leg(state.long), short: leg(state.short) });
    case 'imbalanced':
      return t('volumeBot.watch.state.imbalanced', {
        percent: percent(state.difference),
        long: leg(state.long),
        short: leg(state.short),
      });
    case 'oneLeg':
      return t('volumeBot.watch.state.oneLeg', {
        venue: place(state.missing),
        side: t(`volumeBot.watch.state.${state.missing.side}`),
      });
    case 'sameSide':
      return t('volumeBot.watch.state.sameSide', {
        side: t(`volumeBot.watch.state.${state.legs[0].side}`),
        first: leg(state.legs[0]),
        second: leg(state.legs[1]),
      });
    case 'partial': {
      // The legs not read are named as the cards name them ("Pacifica spot"), so a spot leg is not mistaken for its venue.
      const unknown = watch.legs
        .filter((entry) => entry.source.kind !== 'read' && entry.source.kind !== 'wallet')
        .map((entry) =>
          t('volumeBot.watch.legHeading', {
            venue: VENUE_NAMES[entry.spec.venue],
            instrument: t(`volumeBot.strategy.${entry.spec.instrument}`),
          }),
        )
        .join(', ');
      return state.open.length > 0
        ? t('volumeBot.watch.state.partialOpen', { open: state.open.map(leg).join(', '), unknown })
        : t('volumeBot.watch.state.partialNone', { unknown });
    }
  }
}

function verdictLine(watch: Watch, saved: StrategySettings, t: TFunction, locale: string): string {
  const pct = (value: number) => formatApr(value / 100, locale);
  const spread = watch.spreadPct === null ? '' : pct(watch.spreadPct);
  const x = pct(saved.openSpreadApr);
  const y = pct(saved.closeSpreadApr);
  if (watch.reason === 'maxHoldReached') {
    return t('volumeBot.watch.verdict.wouldCloseHold', {
      held: formatNumber((watch.heldMs ?? 0) / HOUR_MS, locale, { maxDigits: 1 }),
      max: formatNumber(saved.maxHoldHours, locale),
    });
  }
  switch (watch.verdict) {
    case 'wouldOpen':
      return t('volumeBot.watch.verdict.wouldOpen', { spread, x });
    case 'wouldStayFlat':
      return t('volumeBot.watch.verdict.wouldStayFlat', { spread, x });
    case 'wouldClose':
      return t('volumeBot.watch.verdict.wouldCloseSpread', { spread, y });
    case 'holding':
      return t('volumeBot.watch.verdict.holding', { spread, y });
    case 'unknown':
      return t(
        watch.reason === 'stateUnknown' ? 'volumeBot.watch.verdict.stateUnknown' : 'volumeBot.watch.verdict.noSpread',
      );
  }
}

interface StrategyWatchProps {
  strategy: Strategy;
  saved: StrategySettings;
  exchanges: VolumeBotSettings['exchanges'];
  data: MarketData;
}

/**
 * What the bot is doing with a saved strategy, from the venues' own account reads: the pair's state in one line,
 * what the thresholds would do now, the time held against the maximum, funding since the opening net of fees, and
 * each leg's live position.
 */
export function StrategyWatchSection(props: StrategyWatchProps) {
  const { strategy, saved, exchanges, data } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  // Its alerts are judged by the strategies' guard (strategy-guard.tsx), from these same reads, not here.
  const { watch, legs, refresh, refreshing } = useStrategyWatch(strategy, saved, exchanges, data);
  // While a leg's first read is on its way the pair's state is not claimed: "partly known" would be a false alarm.
  const reading = watch.legs.some((leg) => leg.source.kind === 'loading');
  const open =
    !reading && watch.state.kind !== 'flat' && !(watch.state.kind === 'partial' && watch.state.open.length === 0);
  const activityLoading = legs.some((leg) => leg.activity?.kind === 'read' && leg.activity.loading);
  const tone = watch.state.kind === 'balanced' || watch.state.kind === 'flat' ? 'text.primary' : 'warning.main';
  return (
    <Box component="section" aria-label={t('volumeBot.watch.heading')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t('volumeBot.watch.heading')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={refresh}
          loading={refreshing}
          aria-label={t('accounts.refreshLabel')}
        >
          {t('accounts.refresh')}
        </Button>
      </Stack>
      <Stack spacing={0.5} sx={{ mb: 1 }} data-user-content>
        {reading ? (
          <Typography variant="body1">{t('volumeBot.watch.reading')}</Typography>
        ) : (
          <>
            <Typography variant="body1" sx={{ fontWeight: 600, color: tone }}>
              {stateLine(watch.state, watch, saved.market, t, locale)}
            </Typography>
            <Typography variant="body2">{verdictLine(watch, saved, t, locale)}</Typography>
          </>
        )}
        {open && (
          <Typography variant="body2">
            {watch.heldMs === null
              ? t('volumeBot.watch.heldUnknown')
              : t('volumeBot.watch.held', {
                  held: formatNumber(watch.heldMs / HOUR_MS, locale, { maxDigits: 1 }),
                  max: formatNumber(saved.maxHoldHours, locale),
                })}
          </Typography>
        )}
        {open && (
          <Typography variant="body2">
            {watch.carry === null && activityLoading
              ? t('volumeBot.watch.carryReading')
              : watch.carry
                ? t('volumeBot.watch.carry', {
                    funding: signedUsd(watch.carry.fundingUsd, locale),
                    fees: formatUsd(watch.carry.feesUsd, locale),
                    net: signedUsd(watch.carry.netUsd, locale),
                  })
                : t('volumeBot.watch.carryNone')}
          </Typography>
        )}
        {open && watch.historyCut !== null && (
          <Typography variant="caption" color="warning.main">
            {t('volumeBot.watch.cutShort', { date: formatDateMinute(watch.historyCut, locale) })}
          </Typography>
        )}
        {watch.carry && watch.uncounted.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {t('volumeBot.watch.uncounted', { venues: watch.uncounted.map((venue) => VENUE_NAMES[venue]).join(', ') })}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('volumeBot.watch.tolerance', { percent: formatNumber(BALANCE_TOLERANCE * 100, locale) })}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(210px, 1fr))' }}>
        <LegCard leg={watch.legs[0]} views={legs[0]} market={saved.market} />
        <LegCard leg={watch.legs[1]} views={legs[1]} market={saved.market} />
      </Box>
    </Box>
  );
}
