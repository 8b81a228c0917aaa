import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';
import { ToastProvider } from '../components/toast';
import { QueryClientSlotProvider } from './query-client-slot';

/** `queryClient` is for tests; the app makes its own when a screen first needs one (see query-client-slot). */
export function AppProviders({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientSlotProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientSlotProvider>
    </ThemeProvider>
  );
}
