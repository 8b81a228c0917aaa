import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { envResult, IS_DEMO_BUILD } from './config/env';
import { i18nReady } from './i18n';
import { theme } from './theme/theme';
import { AppProviders } from './app/providers';
import { App, preloadFirstScreen } from './app/app';

async function start() {
  preloadFirstScreen();
  await i18nReady;
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const root = createRoot(container);
  if (!envResult.ok) {
    // Only a misconfigured live build shows this page, so it is not part of every visit's download.
    const { ConfigErrorPage } = await import('./app/config-error-page');
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
      <AppProviders>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
