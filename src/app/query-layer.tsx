import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { notifyEachSubscriberApart } from './query-notifications';
import { useQueryClientSlot } from './query-client-slot';

notifyEachSubscriberApart();

/** Default export, loaded lazily: react-query comes with the first screen that has server state. */
export default function QueryLayer({ children }: { children: ReactNode }) {
  const slot = useQueryClientSlot();
  const [client] = useState(() => slot.get(createQueryClient));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
