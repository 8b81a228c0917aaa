import { ApiError, isApiError } from '../../lib/api-error';
import {
  afterAnswer,
  afterRefusal,
  earliestStart,
  EMPTY_LEDGER,
  settleSpend,
  spentAt,
  startSpend,
  type Ledger,
} from '../model/gate-ledger';
import { retryDelayMs, type RequestWeight, type VenueBudget } from '../model/venue-budget';
import type { Passage } from '../venues/shared/passage';

/**
 * Which reads go first when a venue's budget is short, all of them of what is on screen:
 * - `focus`: what the user is looking at closely (the pair view's history);
 * - `live`: the live figures of an open panel (market data, books): light, and what every panel's headline needs;
 * - `accounts`: an open panel's account reads (a busy account's history is many pages);
 * - `cells`: a table's history cells on screen: spread evenly over the budget, so that a screenful of them never spends
 *   it all at once, and always after the others;
 * - `background`: a table's rows below the fold, read ahead of the scroll at the same even pace, after everything
 *   else (a row that comes on screen is lifted to `cells`, see lift()).
 */
export type ReadPriority = 'focus' | 'live' | 'accounts' | 'cells' | 'background';

const RANKS: Readonly<Record<ReadPriority, number>> = { focus: 0, live: 1, accounts: 2, cells: 3, background: 4 };

export interface PassOptions {
  priority: ReadPriority;
  /** Giving up the wait (the cell scrolled away, the panel closed) leaves the queue and costs the venue nothing. */
  signal?: AbortSignal;
  /** What the read is for (a history's query hash), so that hurry() can put it first. */
  tag?: string;
}

interface Waiter {
  rank: number;
  seq: number;
  weight: number;
  tag: string | undefined;
  go: (spendId: number) => void;
}

/**
 * One venue's gate, for one app: every request of the venue (market data, history, accounts, books) waits here until
 * the venue's budget allows it (model/gate-ledger.ts says the rules), the most urgent first and in the order asked
 * within a priority; a 429 stops the venue, and it alone, for the venue's own hint (Retry-After, or its equivalent),
 * else for a doubling wait.
 */
export class VenueGate {
  private ledger: Ledger = EMPTY_LEDGER;
  private queue: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Per tag, how many ask for each rank it is lifted to (a tag is read at the most urgent of them). */
  private readonly lifted = new Map<string, Map<number, number>>();
  private seq = 0;

  constructor(
    readonly budget: VenueBudget,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Sends `call` once the budget allows `weight.upTo`, and counts it as what its reply says it weighed. */
  async pass<T>(options: PassOptions, weight: RequestWeight<T>, call: () => Promise<T>): Promise<T> {
    const id = await this.admit(options, weight.upTo);
    try {
      const reply = await call();
      if (weight.of) this.ledger = settleSpend(this.ledger, this.budget, id, weight.of(reply));
      this.ledger = afterAnswer(this.ledger);
      return reply;
    } catch (error) {
      this.refused(error);
      throw error;
    } finally {
      this.pump();
    }
  }

  /** The gate as a reader's read context takes it (venues/shared/passage.ts). */
  passage(options: PassOptions): Passage {
    return (weight, call) => this.pass(options, weight, call);
  }

  /**
   * Puts the reads tagged `tag` first while the function returned is not called: those queued already (a table cell
   * may have asked for the pair view's market before it) and those asked for meanwhile.
   */
  hurry(tag: string): () => void {
    return this.lift(tag, 'focus');
  }

  /**
   * Reads tagged `tag` go at least at `priority` while the function returned is not called: those queued already (a
   * row read in the background that came on screen) and those asked for meanwhile (its next pages). Never lowers one.
   */
  lift(tag: string, priority: ReadPriority): () => void {
    const rank = RANKS[priority];
    const ranks = this.lifted.get(tag) ?? new Map<number, number>();
    ranks.set(rank, (ranks.get(rank) ?? 0) + 1);
    this.lifted.set(tag, ranks);
    for (const waiter of this.queue) if (waiter.tag === tag) waiter.rank = Math.min(waiter.rank, rank);
    this.sortQueue();
    this.pump();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const count = (ranks.get(rank) ?? 1) - 1;
      if (count > 0) ranks.set(rank, count);
      else ranks.delete(rank);
      if (ranks.size === 0 && this.lifted.get(tag) === ranks) this.lifted.delete(tag);
    };
  }

  /** The rank a read of `priority` tagged `tag` waits at: its own, or a lift's if more urgent. */
  private rankOf(priority: ReadPriority, tag: string | undefined): number {
    const own = RANKS[priority];
    const ranks = tag === undefined ? undefined : this.lifted.get(tag);
    return ranks ? Math.min(own, ...ranks.keys()) : own;
  }

  /** What the requests started in the last window weigh (the tests' and the budget's measure). */
  spent(): number {
    return spentAt(this.ledger, this.budget, this.clock());
  }

  /** How many requests wait. */
  waiting(): number {
    return this.queue.length;
  }

  private admit({ priority, signal, tag }: PassOptions, weight: number): Promise<number> {
    if (signal?.aborted) return Promise.reject(new ApiError({ kind: 'canceled' }));
    return new Promise((resolve, reject) => {
      const leave = () => {
        this.queue = this.queue.filter((candidate) => candidate !== waiter);
        reject(new ApiError({ kind: 'canceled' }));
        this.pump();
      };
      const waiter: Waiter = {
        rank: this.rankOf(priority, tag),
        seq: (this.seq += 1),
        weight,
        tag,
        go: (id) => {
          signal?.removeEventListener('abort', leave);
          resolve(id);
        },
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.queue.push(waiter);
      this.sortQueue();
      this.pump();
    });
  }

  private sortQueue(): void {
    this.queue.sort((a, b) => a.rank - b.rank || a.seq - b.seq);
  }

  /** Lets waiters go, first come first, while the budget allows; then waits for the first one's time. */
  private pump(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    for (;;) {
      const head = this.queue[0];
      if (!head) return;
      const now = this.clock();
      const at = earliestStart(this.ledger, this.budget, head.weight, now, head.rank >= RANKS.cells);
      if (at > now) {
        // Whole milliseconds, rounded up: a timer that fired a fraction early would only set itself again.
        this.timer = setTimeout(() => this.pump(), Math.ceil(at - now));
        return;
      }
      this.queue.shift();
      const [ledger, id] = startSpend(this.ledger, this.budget, head.weight, now);
      this.ledger = ledger;
      head.go(id);
    }
  }

  private refused(error: unknown): void {
    if (!isApiError(error) || error.kind !== 'http') return;
    const now = this.clock();
    this.ledger =
      error.status === 429
        ? afterRefusal(this.ledger, now, retryDelayMs(this.budget.retryHint, error.headers, now))
        : afterAnswer(this.ledger);
  }
}
