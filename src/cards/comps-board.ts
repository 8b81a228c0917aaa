import type { ResolvedCard } from './model/card';
import { cardCompsIn, compsSubject, type CardComps, type CardSaid } from './model/card-comps';
import type { SalesIndex } from './model/comps';

/**
 * The one owner of comps: per set of sales seen (one index for the whole app, see use-sale-facts), each card and
 * grade's comps are worked out once, when a row, panel or lookup first asks, and every later asker gets the same
 * object. A new index (a sale arrives, a card resolves) starts afresh; the old one is let go with it.
 */
const boards = new WeakMap<SalesIndex, Map<string, CardComps | null>>();

export function cardComps(index: SalesIndex, said: CardSaid, card: ResolvedCard | null | undefined): CardComps | null {
  const subject = compsSubject(said, card);
  if (subject === null) return null;
  let board = boards.get(index);
  if (board === undefined) {
    board = new Map();
    boards.set(index, board);
  }
  let comps = board.get(subject.key);
  if (comps === undefined) {
    comps = cardCompsIn(subject, index);
    board.set(subject.key, comps);
  }
  return comps;
}
