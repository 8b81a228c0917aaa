import { useMemo } from 'react';
import { useVenueBook } from '../books/use-venue-book';
import type { VenueBookRead } from '../books/venue-book';
import { useVenueHistory } from '../history/use-venue-history';
import type { VenueHistory } from '../history/venue-history';
import type { BacktestResult, BacktestRules } from '../model/backtest';
import { backtestCosts, spotHoldingPoints, type BacktestLeg } from '../model/backtest-costs';
import { thresholdGrid, type ThresholdGrid } from '../model/backtest-grid';
import { backtestPair, type BacktestDays } from '../model/backtest-pair';
import { takerImpact } from '../model/book-walk';
import type { FeeChoices } from '../model/fees';
import { pairSpread } from '../model/funding-history';
import type { VenueId } from '../model/venues';
import { useVenues } from '../use-venues';

export type LegSide = 'long' | 'short';
export type { BacktestLeg };

export interface BacktestSubject {
  base: string;
  long: BacktestLeg;
  short: BacktestLeg;
  rules: BacktestRules;
  fees: FeeChoices;
  days: BacktestDays;
}

/** What a leg's entry costs in the books, as the view labels it. */
export type LegImpactNote =
  | { kind: 'book'; impactBps: number }
  /** A spot holding: its book is not read, so its impact is not counted. */
  | { kind: 'spot' }
  /** Today's book could not be used: its impact is not counted, and the reason is given. */
  | { kind: 'unavailable'; read: VenueBookRead };

export interface MissingLeg {
  side: LegSide;
  venue: VenueId;
  /** The history read, when there was one (its problem says why it is missing). */
  history: VenueHistory | undefined;
}

export type BacktestState =
  | { kind: 'reading' }
  | { kind: 'missing'; legs: MissingLeg[] }
  | { kind: 'bookTooThin'; side: LegSide; venue: VenueId; filledUsd: number; sizeUsd: number }
  | {
      kind: 'ran';
      result: BacktestResult;
      grid: ThresholdGrid | null;
      impact: Record<LegSide, LegImpactNote>;
      /** The end of the window (the histories' read time). */
      now: number;
    };

interface LegReads {
  leg: BacktestLeg;
  history: VenueHistory | undefined;
  book: VenueBookRead | undefined;
}

function useLegReads(base: string, leg: BacktestLeg): LegReads {
  const perp = leg.instrument === 'perp' && leg.quote !== undefined;
  const history = useVenueHistory(leg.venue, base, leg.quote, { enabled: perp, first: true });
  const book = useVenueBook(leg.venue, base, leg.quote, { enabled: perp });
  return { leg, history, book };
}

type Impact = LegImpactNote | { kind: 'tooThin'; filledUsd: number };

function impactOf({ leg, book }: LegReads, side: LegSide, sizeUsd: number): Impact {
  if (leg.instrument === 'spot') return { kind: 'spot' };
  if (!book?.book) return book ? { kind: 'unavailable', read: book } : { kind: 'spot' };
  const fill = takerImpact(book.book, side === 'long' ? 'buy' : 'sell', sizeUsd);
  return fill.complete ? { kind: 'book', impactBps: fill.impactBps } : { kind: 'tooThin', filledUsd: fill.filledUsd };
}

/** A leg that can tell nothing: a perpetual whose venue does not list the market, or whose history came empty. */
function missingLegs(long: LegReads, short: LegReads): MissingLeg[] {
  const entries: [LegSide, LegReads][] = [
    ['long', long],
    ['short', short],
  ];
  return entries
    .filter(([, reads]) => reads.leg.instrument === 'perp' && (!reads.leg.quote || reads.history?.problem))
    .map(([side, reads]) => ({ side, venue: reads.leg.venue, history: reads.history }));
}

function stillReading({ leg, history, book }: LegReads): boolean {
  return leg.instrument === 'perp' && leg.quote !== undefined && (history === undefined || book === undefined);
}

/**
 * A strategy's rules over the last `days` of both legs' settled funding (backtestPair), with the user's fees and the
 * impact of today's books at the size per leg, and the X × Y grid around the rules. Reads each perpetual leg's history
 * and book while shown; computed again only when a read, the rules, the fees or the window change.
 */
export function useBacktest(subject: BacktestSubject): BacktestState {
  const { base, rules, fees, days } = subject;
  const venues = useVenues();
  const long = useLegReads(base, subject.long);
  const short = useLegReads(base, subject.short);
  const { openSpreadApr, closeSpreadApr, maxHoldHours, sizeUsd, leverage } = rules;
  const longListed = subject.long.quote !== undefined;
  const shortListed = subject.short.quote !== undefined;
  return useMemo((): BacktestState => {
    const missing = missingLegs(long, short);
    if (missing.length > 0) return { kind: 'missing', legs: missing };
    if (stillReading(long) || stillReading(short)) return { kind: 'reading' };
    const longImpact = impactOf(long, 'long', sizeUsd);
    const shortImpact = impactOf(short, 'short', sizeUsd);
    for (const [side, impact, reads] of [
      ['long', longImpact, long],
      ['short', shortImpact, short],
    ] as const) {
      if (impact.kind === 'tooThin') {
        return { kind: 'bookTooThin', side, venue: reads.leg.venue, filledUsd: impact.filledUsd, sizeUsd };
      }
    }
    if (longImpact.kind === 'tooThin' || shortImpact.kind === 'tooThin') return { kind: 'reading' };
    // The window ends where the histories were read: an hour not read yet is not counted as a gap.
    const readTimes = [long.history?.readAt, short.history?.readAt].filter((time) => time !== undefined);
    const now = Math.min(...readTimes);
    const pointsOf = (reads: LegReads) =>
      reads.leg.instrument === 'spot' ? spotHoldingPoints(now, days) : (reads.history?.points ?? []);
    const bps = (impact: LegImpactNote) => (impact.kind === 'book' ? impact.impactBps : null);
    const costs = backtestCosts(
      { venue: long.leg.venue, impactBps: bps(longImpact) },
      { venue: short.leg.venue, impactBps: bps(shortImpact) },
      fees,
      venues,
    );
    const ruleSet = { openSpreadApr, closeSpreadApr, maxHoldHours, sizeUsd, leverage };
    const outcome = backtestPair({
      longPoints: pointsOf(long),
      shortPoints: pointsOf(short),
      now,
      days,
      rules: ruleSet,
      costs,
    });
    if (outcome.kind === 'missing') {
      return {
        kind: 'missing',
        legs: outcome.legs.map((side) => {
          const reads = side === 'long' ? long : short;
          return { side, venue: reads.leg.venue, history: reads.history };
        }),
      };
    }
    // The grid tries X and Y around the rules on the same hours (a valid X is above 0: the forms refuse others).
    const grid =
      openSpreadApr > 0
        ? thresholdGrid(pairSpread(pointsOf(long), pointsOf(short), now, days * 24), ruleSet, costs)
        : null;
    return {
      kind: 'ran',
      result: outcome.result,
      grid,
      impact: { long: longImpact, short: shortImpact },
      now,
    };
    // The reads' identities say when they changed, and a leg's quote matters only by being there: the live data
    // brings a new one every few seconds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    long.history,
    long.book,
    short.history,
    short.book,
    longListed,
    shortListed,
    openSpreadApr,
    closeSpreadApr,
    maxHoldHours,
    sizeUsd,
    leverage,
    fees,
    days,
    venues,
  ]);
}
