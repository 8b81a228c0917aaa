import { memo } from 'react';
import type { TFunction } from 'i18next';
import { compsSummary } from '../../../cards/components/comps-text';
import type { Comps } from '../../../cards/model/comps';
import { useClock } from '../../../components/use-clock';

/** The comps line: how many sales, their median, the last one and how long ago, the price against the median. */
export const CompsLine = memo(function CompsLine(props: {
  comps: Comps;
  name: string;
  predicted: number | null;
  t: TFunction;
  locale: string;
  onOpen: (name: string, comps: Comps, predicted: number | null) => void;
}) {
  const { comps, name, predicted, t, locale, onOpen } = props;
  const now = useClock();
  const summary = compsSummary(comps, t, locale, now);
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
