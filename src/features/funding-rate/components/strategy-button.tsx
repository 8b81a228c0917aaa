import { useId } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { strategyForPair, strategyPanelId } from '../../../account-record/volume-bot-strategies';
import { DisabledReason } from '../../../components/disabled-reason';
import type { VenueId } from '../../../markets/model/venues';
import { useVenues } from '../../../markets/use-venues';
import type { PanelApi } from '../../../panel-contract/panel-props';
import type { PanelSelection } from '../../../panel-contract/panel-selection';

/** What the strategy is handed besides the market and its legs: the size, the basis, the hold and the net figure. */
export type StrategyHandOver = Omit<Extract<PanelSelection, { kind: 'market' }>, 'kind' | 'base' | 'long' | 'short'>;

/**
 * Opens the Volume Bot strategy that trades the pair on its market with what the pair view hands over; nothing when
 * no pair is chosen or no strategy trades it.
 */
export function openStrategy(
  api: PanelApi,
  { base, long, short }: { base: string | null; long: VenueId | null; short: VenueId | null },
  handOver: StrategyHandOver,
): void {
  const strategy = long && short ? strategyForPair(long, short) : null;
  if (strategy && base && long && short) {
    api.openPanel(strategyPanelId(strategy), { kind: 'market', base, long, short, ...handOver });
  }
}

interface StrategyButtonProps {
  base: string | null;
  long: VenueId | null;
  short: VenueId | null;
  api: PanelApi;
  handOver: StrategyHandOver;
}

/**
 * "Open as strategy": the Volume Bot strategy that trades this venue pair, opened on the pair's market with the size
 * per leg and the net figure the pair was weighed at (the user reviews and saves it there). Off, saying why, when no pair is chosen or none of the seven strategies trades it.
 */
export function StrategyButton({ base, long, short, api, handOver }: StrategyButtonProps) {
  const { t } = useTranslation();
  const venues = useVenues();
  const reasonId = useId();
  const strategy = long && short ? strategyForPair(long, short) : null;
  let reason: string | null = null;
  if (!base || !long || !short) reason = t('pairView.strategy.noPair');
  else if (!strategy) {
    reason = t('pairView.strategy.none', { long: venues.name(long), short: venues.name(short) });
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Button
        variant="contained"
        disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => openStrategy(api, { base, long, short }, handOver)}
      >
        {t('pairView.strategy.open')}
      </Button>
      <DisabledReason id={reasonId} reason={reason} />
    </Stack>
  );
}
