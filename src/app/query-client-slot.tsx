import { createContext, useContext, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient, made the first time a screen that uses server state mounts (the dashboard, the access
 * list). The slot itself holds no react-query code, so the sign-in page does not load react-query to render.
 */
export interface QueryClientSlot {
  /** The client, made with `create` on the first call unless the app was given one. */
  get: (create: () => QueryClient) => QueryClient;
  /** Drops every cached query and mutation (on sign-out); nothing to do if no client was made yet. */
  clear: () => void;
}

const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);

export function QueryClientSlotProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [slot] = useState<QueryClientSlot>(() => {
    let current: QueryClient | null = client ?? null;
    return {
      get: (create) => (current ??= create()),
      clear: () => current?.clear(),
    };
  });
  return <QueryClientSlotContext.Provider value={slot}>{children}</QueryClientSlotContext.Provider>;
}

export function useQueryClientSlot(): QueryClientSlot {
  const slot = useContext(QueryClientSlotContext);
  // A short message: this module is on the sign-in page, whose every byte counts (.size-limit.js).
  if (!slot) throw new Error('no QueryClientSlotProvider');
  return slot;
}
