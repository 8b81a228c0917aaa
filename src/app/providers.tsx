import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';
import { ToastProvider } from '../components/toast';
import { VenueRegistryContext } from '../markets/venue-registry-context';
import type { VenueRegistry } from '../markets/venue-registry';
import { QueryClientSlotProvider } from './query-client-slot';

interface AppProvidersProps {
  /** For tests; the app makes its own when a screen first needs one (see query-client-slot). */
  queryClient?: QueryClient;
  /** The venues the app reads, where not the venue list's (a test's own venue); see markets/use-venues.ts. */
  venues?: VenueRegistry;
  children: ReactNode;
}

export function AppProviders({ queryClient, venues, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientSlotProvider client={queryClient}>
        <VenueRegistryContext value={venues ?? null}>
          <ToastProvider>{children}</ToastProvider>
        </VenueRegistryContext>
      </QueryClientSlotProvider>
    </ThemeProvider>
  );
}
