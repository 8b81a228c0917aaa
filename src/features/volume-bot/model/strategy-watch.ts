import type { LegSpec } from '../../../account-record/volume-bot-strategies';
import type { AccountActivity, AccountBalance } from '../../../markets/model/account';
import { cutSince } from '../../../markets/model/history-cut';
import type { VenueId } from '../../../markets/model/venues';
import { legCarry, netCarry, openedAtFromFills, type LegCarry } from './carry-since-open';
import { legPosition, walletPosition, type LegPosition } from './leg-position';
import { isOpen, pairState, type LegRead, type PairState } from './pair-state';
import {
  heldFor,
  heldSpreadPct,
  pairOpenedAt,
  thresholdVerdict,
  type SpreadLeg,
  type Verdict,
  type VerdictReason,
} from './thresholds';

/** What could be read of one leg's account, as the component found it. */
export type LegSource =
  /**
   * A spot holding that is not read: the venue keeps it behind a key (Aster's spot account), or it would sit in a
   * Solana wallet as a token not read (SPOT_MINTS lists those that are).
   */
  | { kind: 'spot'; reason: 'noKey' | 'asset' }
  /** A spot holding read from the Solana wallet at the venue's address: how many units of the asset it holds. */
  | { kind: 'wallet'; units: number }
  /** No address for the venue in Volume Bot → Settings. */
  | { kind: 'noAddress' }
  /** The venue serves no account data key-less, or the address is not of its form: nothing was asked. */
  | { kind: 'notAsked' }
  | { kind: 'loading' }
  /** The read failed and there is no earlier data. */
  | { kind: 'failed' }
  /** The balances read (maybe stale), with the fills and funding when the venue publishes them and they were read. */
  | { kind: 'read'; balance: AccountBalance; activity: AccountActivity | null };

export interface LegWatch {
  spec: LegSpec;
  source: LegSource;
  /** The position in the strategy's market, when the account was read and holds one. */
  position: LegPosition | null;
  /** Positions in the market whose size could not be believed: left out. */
  refused: number;
  /** Funding and fees since the pair opened, when the leg's history was read. */
  carry: LegCarry | null;
}

export interface StrategyWatch {
  legs: readonly [LegWatch, LegWatch];
  state: PairState;
  /** The spread that decides, in % APR: the held pair's when open both ways, else the strategy's best. */
  spreadPct: number | null;
  verdict: Verdict;
  reason: VerdictReason;
  openedAt: number | null;
  heldMs: number | null;
  /** Funding received and paid and fees since the opening, over the legs that were read; null when flat/unknown. */
  carry: { fundingUsd: number; feesUsd: number; netUsd: number } | null;
  /** Open legs whose funding and fees could not be counted (their venue does not publish them key-less, or the read failed). */
  uncounted: VenueId[];
  /**
   * While open: the time from which the legs' fills and funding read are complete, when that is after the opening (or
   * the opening is not known): the funding and fees since the opening are low, or the time held not found.
   */
  historyCut: number | null;
}

export interface WatchInput {
  legs: readonly [LegSpec, LegSpec];
  sources: readonly [LegSource, LegSource];
  market: string;
  /** Each venue's funding per hour for the market, from the market data. */
  rates: Partial<Record<VenueId, number>>;
  /** Each venue's mark price for the market, per unit of the base asset. */
  marks: Partial<Record<VenueId, number>>;
  /** The strategy's live spread (% APR) in its best direction, for a pair not open both ways. */
  quoteSpreadPct: number | null;
  openSpreadApr: number;
  closeSpreadApr: number;
  maxHoldHours: number;
  now: number;
}

const isSpot = (spec: LegSpec) => spec.instrument === 'spot';

/** A pair's two items mapped one by one, still a pair. */
const both = <A, B>(pair: readonly [A, A], map: (item: A, index: number) => B): [B, B] => [
  map(pair[0], 0),
  map(pair[1], 1),
];

function legRead(spec: LegSpec, source: LegSource, position: LegPosition | null, partnerOpen: boolean): LegRead {
  const { venue } = spec;
  const spot = spec.instrument === 'spot' ? ({ spot: true } as const) : {};
  if (source.kind === 'wallet') {
    // A wallet holds its SOL (or BTC…) whatever the bot does: it is the pair's long only while the perpetual is open.
    return position && partnerOpen ? { kind: 'position', venue, position, ...spot } : { kind: 'flat', venue, ...spot };
  }
  if (source.kind !== 'read') return { kind: 'unknown', venue, ...spot };
  return position ? { kind: 'position', venue, position, ...spot } : { kind: 'flat', venue, ...spot };
}

/** Everything the strategy panel shows of the bot's work, from what was read of each leg and the market data. */
export function watchStrategy(input: WatchInput): StrategyWatch {
  const matched = both(input.legs, (spec, index): Omit<LegWatch, 'carry'> => {
    const source = input.sources[index] ?? { kind: 'loading' };
    if (source.kind === 'wallet')
      return { spec, source, ...walletPosition(source.units, input.marks[spec.venue] ?? null) };
    if (source.kind !== 'read') return { spec, source, position: null, refused: 0 };
    const found = legPosition(spec.venue, input.market, source.balance.positions, input.marks[spec.venue] ?? null);
    return { spec, source, ...found };
  });
  const state = pairState(
    both(matched, (leg, index) => legRead(leg.spec, leg.source, leg.position, matched[1 - index]?.position != null)),
  );
  const open = isOpen(state);

  const openedAt = pairOpenedAt(
    matched.map(({ spec, source, position }) => {
      if (!position) return null;
      if (position.openedAt !== null) return position.openedAt;
      if (source.kind !== 'read' || !source.activity) return null;
      return openedAtFromFills(spec.venue, input.market, position.side, position.size, source.activity.events);
    }),
  );
  const heldMs = open ? heldFor(openedAt, input.now) : null;

  let spreadPct = input.quoteSpreadPct;
  if (state.kind === 'balanced' || state.kind === 'imbalanced') {
    spreadPct = heldSpreadPct(input.rates, state.long, state.short);
  } else if (state.kind === 'oneLeg' || (state.kind === 'partial' && state.open.length === 1)) {
    // One leg known to be open: the pair is meant to hold the other leg (another venue, or the spot beside a
    // perpetual on the same one) on the other side.
    const held = state.kind === 'oneLeg' ? state.open : state.open[0];
    const other = held && matched.find(({ spec }) => spec.venue !== held.venue || isSpot(spec) !== Boolean(held.spot));
    if (held && other) {
      const otherLeg: SpreadLeg = isSpot(other.spec)
        ? { venue: other.spec.venue, spot: true }
        : { venue: other.spec.venue };
      spreadPct =
        held.side === 'long' ? heldSpreadPct(input.rates, held, otherLeg) : heldSpreadPct(input.rates, otherLeg, held);
    }
  }
  const { verdict, reason } = thresholdVerdict({
    open,
    spreadPct,
    openSpreadApr: input.openSpreadApr,
    closeSpreadApr: input.closeSpreadApr,
    heldMs,
    maxHoldHours: input.maxHoldHours,
  });

  const counting = open === true && openedAt !== null;
  const legs = both(matched, (leg): LegWatch => {
    const activity = leg.source.kind === 'read' ? leg.source.activity : null;
    const carry =
      counting && activity?.status === 'ok' ? legCarry(leg.spec.venue, input.market, activity.events, openedAt) : null;
    return { ...leg, carry };
  });
  const counted = legs.flatMap((leg) => (leg.carry ? [leg.carry] : []));
  const cuts = legs.flatMap((leg) => {
    const activity = leg.source.kind === 'read' ? leg.source.activity : null;
    if (open !== true || activity?.status !== 'ok') return [];
    const since = cutSince(activity.cutShort, ['fill', 'funding'], input.now);
    return since !== null && (openedAt === null || since > openedAt) ? [since] : [];
  });
  const uncounted = counting
    ? legs.filter((leg) => leg.spec.instrument === 'perp' && !leg.carry).map((leg) => leg.spec.venue)
    : [];
  return {
    legs,
    state,
    spreadPct,
    verdict,
    reason,
    openedAt: open ? openedAt : null,
    heldMs,
    carry: counting && counted.length > 0 ? netCarry(counted) : null,
    uncounted,
    historyCut: cuts.length > 0 ? Math.max(...cuts) : null,
  };
}
