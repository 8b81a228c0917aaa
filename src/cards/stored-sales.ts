import { createContext } from 'react';
import type { SeenSale } from './model/seen-sales';

/**
 * Reads a user's stored sales (the feeds' history, every platform) as comps keep them. The cards layer does not know
 * where they are stored: the app hands the reader in (app/stored-sales.ts), so that this layer imports no other.
 */
export type LoadStoredSales = (userId: string) => Promise<readonly SeenSale[]>;

/** Without a reader (a test that gives none), comps are the live sales alone. */
export const StoredSalesContext = createContext<LoadStoredSales | null>(null);
