import {
  compsEvidence,
  confidence,
  disagreementPct,
  type Confidence,
  type ConfidenceInput,
  type ValueBasis,
} from './confidence';
import { compsTrend, type TrendReading } from './comps-trend';

/** A market value judged: its confidence, what the confidence rests on (the tooltip says it), and the card's trend. */
export interface ValueJudgement {
  level: Confidence;
  input: ConfidenceInput;
  /** Which outside figure the comps were weighed against, if any. */
  figure: Exclude<ValueBasis, 'comps'> | null;
  trend: TrendReading;
}

export interface JudgedValue {
  basis: ValueBasis;
  /** The card and grade's sales seen, if any. */
  comps: { sales: readonly { priceUSD: number; time: number }[]; median: number } | null;
  /** The feed's own market value, where the feed sent one. */
  feedValue: number | null;
  /** The valuation's predicted price at the grade, where known. */
  predicted: number | null;
}

/**
 * Judges a market value at a moment: the comps' own evidence, and how far their median is from the figure the value
 * comes from (the feed's, else the valuation's; a value from the comps has no other figure to agree with).
 */
export function judgeValue(value: JudgedValue, now: number): ValueJudgement {
  const figure = value.basis === 'comps' ? null : value.basis;
  const outside = figure === 'feed' ? value.feedValue : figure === 'valuation' ? value.predicted : null;
  const input: ConfidenceInput = {
    ...compsEvidence(value.comps, now),
    basis: value.basis,
    disagreementPct: disagreementPct(value.comps?.median ?? null, [outside]),
  };
  return { level: confidence(input), input, figure, trend: compsTrend(value.comps?.sales ?? [], now) };
}
