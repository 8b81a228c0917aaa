import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { envResult, IS_DEMO_BUILD } from './config/env';
import { i18nReady } from './i18n';
import { theme } from './theme/theme';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/app-routes';
import { ConfigErrorPage } from './app/config-error-page';
import { createQueryClient } from './app/query-client';

async function start() {
  await i18nReady;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  if (!envResult.ok) {
    root.render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ConfigErrorPage problems={envResult.problems} />
      </ThemeProvider>,
    );
    return;
  }
  if (IS_DEMO_BUILD) {
    const { startDemoWorker } = await import('./mocks/browser');
    await startDemoWorker();
  }
  root.render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
