import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCardBook, type CardBook } from '../../src/cards/card-book';
import { createCardCache, type CardCache } from '../../src/cards/card-cache';
import type { ResolvedCard } from '../../src/cards/model/card';

const card = (certificate: string, grade: number | null): ResolvedCard => ({
  certificate,
  assetId: `asset-${certificate}`,
  name: `Card ${certificate}`,
  brand: 'Pokemon Base Set',
  cardNumber: '4',
  predictedPrice: 100,
  grade,
});

let book: CardBook | null = null;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  book?.stop();
  vi.useRealTimers();
});

/** A cache that refuses IndexedDB: memory only (the Node tests have none). */
const memoryCache = (): CardCache => createCardCache(() => Promise.reject(new Error('none')));

describe('the card book', () => {
  it('resolves what a panel shows, at the grade its event says, and tells its listeners', async () => {
    const resolve = vi.fn((certificate: string, grade: number | null) =>
      Promise.resolve(certificate === '404' ? null : card(certificate, grade)),
    );
    book = createCardBook({ userId: 'ann', resolve, cache: memoryCache() });
    const listener = vi.fn();
    book.subscribe(listener);
    book.want('panel', [
      { certificate: '1', grade: 9 },
      { certificate: '404', grade: null },
    ]);
    expect(book.card('1')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolve).toHaveBeenCalledWith('1', 9);
    expect(book.card('1')).toEqual(card('1', 9));
    expect(book.card('404')).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(book.version()).toBeGreaterThan(0);
  });

  it('starts from the cards kept on an earlier visit, without asking again', async () => {
    const cache = memoryCache();
    await cache.save('ann', { certificate: '1', card: card('1', 9), storedAt: Date.now() });
    const resolve = vi.fn(() => Promise.resolve(null));
    book = createCardBook({ userId: 'ann', resolve, cache });
    book.want('panel', [{ certificate: '1', grade: 9 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(book.card('1')?.name).toBe('Card 1');
    expect(resolve).not.toHaveBeenCalled();
  });

  it('keeps a failed lookup out of the book and tries again later', async () => {
    const resolve = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(card('1', 9));
    book = createCardBook({ userId: 'ann', resolve, cache: memoryCache() });
    book.want('panel', [{ certificate: '1', grade: 9 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(book.card('1')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(book.card('1')?.name).toBe('Card 1');
    expect(book.durable()).toBe(false);
  });
});
