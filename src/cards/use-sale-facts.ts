import { useMemo } from 'react';
import type { CardBook } from './card-book';
import { indexSales, type SalesIndex } from './model/comps';
import { saleFacts } from './model/card-facts';
import type { SeenSale } from '../feed/model/seen-sales';
import { useSalesSeen } from '../feed/seen-sales';

/**
 * The last index made, for every panel and lookup: the sales seen are one list in the query cache and the book one
 * per user, so panels asking with the same list and book version share one index, and with it one comps figure per
 * card and grade (comps-board).
 */
let shared: { sales: readonly SeenSale[]; book: CardBook; version: number; index: SalesIndex } | null = null;

function sharedIndex(sales: readonly SeenSale[], book: CardBook, version: number): SalesIndex {
  if (shared?.sales !== sales || shared.book !== book || shared.version !== version) {
    const index = indexSales(
      sales.map((sale) => saleFacts(sale, sale.certificate === null ? undefined : book.card(sale.certificate))),
    );
    shared = { sales, book, version, index };
  }
  return shared.index;
}

/**
 * The sales seen (stored and live) as comps match them, each with its card where the book has it (a sale's
 * certificate is looked up only when some panel shows that sale; the book's kept cards serve the rest), indexed for
 * `compsIn`. `version` is the book's.
 */
export function useSaleFacts(userId: string, book: CardBook, version: number): SalesIndex {
  const sales = useSalesSeen(userId);
  return useMemo(() => sharedIndex(sales, book, version), [sales, book, version]);
}
