import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { i18n } from '../src/i18n';
import { resetDb } from '../src/mocks/db';
import { server } from './server';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetDb();
  vi.useRealTimers();
  await i18n.changeLanguage('en');
  // Pure-model suites run in the node environment, which has no Web Storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

afterAll(() => {
  server.close();
});
