import { useMemo } from 'react';
import type { CardBook } from './card-book';
import { indexSales, type SalesIndex } from './model/comps';
import { saleFacts } from './model/card-facts';
import { useSalesSeen } from '../feed/seen-sales';

/**
 * The sales seen (stored and live) as comps match them, each with its card where the book has it (a sale's
 * certificate is looked up only when some panel shows that sale; the book's kept cards serve the rest), indexed for
 * `compsIn`. `version` is the book's.
 */
export function useSaleFacts(userId: string, book: CardBook, version: number): SalesIndex {
  const sales = useSalesSeen(userId);
  return useMemo(
    () =>
      indexSales(
        sales.map((sale) => saleFacts(sale, sale.certificate === null ? undefined : book.card(sale.certificate))),
      ),
    // A card that arrives (a new version) may resolve a sale already kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sales, book, version],
  );
}
