import { comparedValue, eventKey, type FeedEvent } from '../../../feed/model/feed-event';
import { judgeValue, type ValueJudgement } from '../../../cards/model/value-confidence';
import { rowValue, type CardOf, type CompsOf } from './history-table';

export type JudgementOf = (event: FeedEvent) => ValueJudgement | null;

/**
 * Each event's market value judged (confidence and trend), from what the row already has (its card, its comps), when
 * a row or the deal alerts first ask, and remembered for these cards and comps: no read, and no work per render.
 * `now` is read when an event is first judged (the ages it weighs are those of that moment). Null without a value.
 */
export function judgementLookup(cardOf: CardOf, compsOf: CompsOf, now: () => number): JudgementOf {
  const known = new Map<string, ValueJudgement | null>();
  return (event) => {
    const key = eventKey(event);
    let judgement = known.get(key);
    if (judgement === undefined) {
      const card = cardOf(event);
      const comps = compsOf(event);
      const value = rowValue(event, card, comps);
      judgement =
        value === null
          ? null
          : judgeValue(
              { basis: value.source, comps, feedValue: comparedValue(event), predicted: card?.predictedPrice ?? null },
              now(),
            );
      known.set(key, judgement);
    }
    return judgement;
  };
}
