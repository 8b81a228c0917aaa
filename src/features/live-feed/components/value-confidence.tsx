import { memo } from 'react';
import type { TFunction } from 'i18next';
import { confidenceBadge, confidenceWhy, trendWhy, trendWord } from '../../../cards/components/confidence-text';
import type { ValueJudgement } from '../../../cards/model/value-confidence';

const TREND_MARK = { rising: '↗', falling: '↘' } as const;

/** A row's market value confidence, with why in its tooltip, and the card's trend where its sales show one. */
export const ValueConfidence = memo(function ValueConfidence(props: {
  judgement: ValueJudgement;
  t: TFunction;
  locale: string;
}) {
  const { judgement, t, locale } = props;
  const trend = judgement.trend.trend;
  return (
    <>
      <span className="feed-confidence" data-level={judgement.level} title={confidenceWhy(judgement, t, locale)}>
        {confidenceBadge(judgement, t)}
      </span>
      {trend !== null && (
        <span className="feed-trend" data-trend={trend} title={trendWhy(judgement, t, locale) ?? undefined}>
          {`${TREND_MARK[trend]} ${trendWord(judgement, t) ?? ''}`}
        </span>
      )}
    </>
  );
});
