import { useEffect, useId, useSyncExternalStore } from 'react';
import { resolveCertificate } from './api/resolve-certificate';
import { createCardBook, type CardBook, type WantedCard } from './card-book';

let current: { userId: string; book: CardBook } | null = null;

/** The signed-in user's card book: one for the app, a new one when another user signs in. */
export function cardBookFor(userId: string): CardBook {
  if (current?.userId !== userId) {
    current?.book.stop();
    current = { userId, book: createCardBook({ userId, resolve: (cert, grade) => resolveCertificate(cert, grade) }) };
  }
  return current.book;
}

/** Forgets the book (tests: each starts from an empty one). */
export function resetCardBook(): void {
  current?.book.stop();
  current = null;
}

/**
 * The user's cards, and the certificates this component shows (looked up as the queue allows). Re-renders when a card
 * arrives; `version` changes then, for memos over the cards.
 */
export function useCards(userId: string, wanted: readonly WantedCard[]): { book: CardBook; version: number } {
  const book = cardBookFor(userId);
  const owner = useId();
  const version = useSyncExternalStore(book.subscribe, book.version);
  useEffect(() => {
    book.want(owner, wanted);
  }, [book, owner, wanted]);
  useEffect(() => () => book.release(owner), [book, owner]);
  return { book, version };
}
