import { budgetCap, msPerUnit, type VenueBudget } from './venue-budget';

type Budget = Pick<VenueBudget, 'limit' | 'windowMs'>;

/** One request counted against a venue's budget: when it started and what it weighs. */
export interface Spend {
  id: number;
  at: number;
  weight: number;
}

/**
 * What a venue's gate knows of its budget (pure: every function returns a new ledger). The rules:
 * - the requests started in any window (`windowMs`, rolling) weigh at most the budget's cap (budgetCap: 90 % of the
 *   venue's limit);
 * - a background request (a history cell's) also waits for `paceAt`, where an even spread of the budget has got to,
 *   so that many cells on screen never spend the whole window at once; every request moves `paceAt` on;
 * - after a 429 nothing starts before `pausedUntil`.
 */
export interface Ledger {
  /** The requests of the last window, oldest first. */
  spends: readonly Spend[];
  paceAt: number;
  pausedUntil: number;
  /** 429s since the venue last answered. */
  strikes: number;
  nextId: number;
}

export const EMPTY_LEDGER: Ledger = {
  spends: [],
  paceAt: Number.NEGATIVE_INFINITY,
  pausedUntil: Number.NEGATIVE_INFINITY,
  strikes: 0,
  nextId: 1,
};

/** What the requests started in the window ending at `at` weigh. */
export function spentAt(ledger: Ledger, budget: Budget, at: number): number {
  let total = 0;
  for (const spend of ledger.spends) if (spend.at > at - budget.windowMs && spend.at <= at) total += spend.weight;
  return total;
}

/**
 * When the window has room for `weight`, looking from `from`: `from` if it has; otherwise when enough of its oldest
 * requests have left it. A request heavier than the whole cap waits for an empty window (it would never fit).
 */
function roomAt(ledger: Ledger, budget: Budget, weight: number, from: number): number {
  const cap = budgetCap(budget);
  const need = Math.min(weight, cap);
  const inWindow = ledger.spends.filter((spend) => spend.at > from - budget.windowMs);
  let total = inWindow.reduce((sum, spend) => sum + spend.weight, 0);
  if (total + need <= cap) return from;
  for (const spend of inWindow) {
    total -= spend.weight;
    if (total + need <= cap) return spend.at + budget.windowMs;
  }
  return from;
}

/** The earliest a request of `weight` may start, from `now`; `smooth` for a background request. */
export function earliestStart(ledger: Ledger, budget: Budget, weight: number, now: number, smooth: boolean): number {
  let at = Math.max(now, ledger.pausedUntil);
  if (smooth) at = Math.max(at, ledger.paceAt);
  return roomAt(ledger, budget, weight, at);
}

/** The ledger once a request of `weight` started `at` (and the request's id, to settle its weight later). */
export function startSpend(ledger: Ledger, budget: Budget, weight: number, at: number): [Ledger, number] {
  const id = ledger.nextId;
  const spends = [...ledger.spends.filter((spend) => spend.at > at - budget.windowMs), { id, at, weight }];
  const paceAt = Math.max(ledger.paceAt, at) + weight * msPerUnit(budget);
  return [{ ...ledger, spends, paceAt, nextId: id + 1 }, id];
}

/**
 * The ledger once a request's reply said what it weighed: a request counted as a full page that came back short is
 * counted as what it held. Never more than it was counted at first (the gate let it go on that).
 */
export function settleSpend(ledger: Ledger, budget: Budget, id: number, weight: number): Ledger {
  const spend = ledger.spends.find((candidate) => candidate.id === id);
  if (!spend || !(weight >= 0) || weight >= spend.weight) return ledger;
  const refund = spend.weight - weight;
  return {
    ...ledger,
    spends: ledger.spends.map((candidate) => (candidate === spend ? { ...spend, weight } : candidate)),
    paceAt: ledger.paceAt - refund * msPerUnit(budget),
  };
}

/** The first wait after a 429 the venue gave no hint with; it doubles with each 429 in a row. */
export const FIRST_BACKOFF_MS = 10_000;
export const MAX_BACKOFF_MS = 160_000;

export function backoffMs(strikes: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, strikes), MAX_BACKOFF_MS);
}

/** The ledger after a 429: nothing starts for the venue's own hint (`hintMs`), or the gate's doubling wait without. */
export function afterRefusal(ledger: Ledger, now: number, hintMs: number | null): Ledger {
  const wait = hintMs ?? backoffMs(ledger.strikes);
  return { ...ledger, pausedUntil: Math.max(ledger.pausedUntil, now + wait), strikes: ledger.strikes + 1 };
}

/** The ledger after a reply that was no 429: the venue answers again, so the next 429 starts the waits over. */
export function afterAnswer(ledger: Ledger): Ledger {
  return ledger.strikes === 0 ? ledger : { ...ledger, strikes: 0 };
}

/** The least time between two background requests of this weight: the weight's share of the window. */
export function spacingMs(budget: Budget, weight: number): number {
  return weight * msPerUnit(budget);
}
