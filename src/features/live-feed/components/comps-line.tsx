import { memo } from 'react';
import type { TFunction } from 'i18next';
import { compsSummary } from '../../../cards/components/comps-text';
import type { Comps } from '../../../cards/model/comps';
import { useClock } from '../../../components/use-clock';

/**
 * The comps line: how many sales, their median, the last one and how long ago, and the price against the median unless
 * `gap` is off (a value with too little to go on shows no percentage).
 */
export const CompsLine = memo(function CompsLine(props: {
  comps: Comps;
  name: string;
  predicted: number | null;
  gap: boolean;
  t: TFunction;
  locale: string;
  onOpen: (name: string, comps: Comps, predicted: number | null) => void;
}) {
  const { comps, name, predicted, gap, t, locale, onOpen } = props;
  const now = useClock();
  const summary = compsSummary(gap ? comps : { ...comps, vsMedianPct: null }, t, locale, now);
  return (
    <button
      type="button"
      className="feed-comps"
      aria-label={t('cards.comps.open', { name, summary })}
      onClick={() => onOpen(name, comps, predicted)}
    >
      {summary}
    </button>
  );
});
