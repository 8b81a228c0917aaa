import { QueryClient } from '@tanstack/react-query';
import { isRefused } from '../lib/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refused request (4xx) will be refused again; only no-reply and server faults are worth one retry.
        retry: (failureCount, error) => failureCount < 1 && !isRefused(error),
      },
      mutations: { retry: false },
    },
  });
}
