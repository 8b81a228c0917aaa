import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/mocks/db';

/** The live build that the live project serves (playwright.config.ts builds it into dist-live). */
const DIST = 'dist-live';

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test('the live build holds no secret, no mock backend and no source maps; only the public API key', () => {
  const files = filesUnder(DIST);
  const text = files
    .filter((file) => /\.(js|html|css|json|txt|webmanifest)$/.test(file) || file.endsWith('_headers'))
    .map((file) => ({ file: relative(DIST, file), content: readFileSync(file, 'utf8') }));
  const found = (needle: string) => text.filter(({ content }) => content.includes(needle)).map(({ file }) => file);

  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  expect(files.filter((file) => file.endsWith('mockServiceWorker.js'))).toEqual([]);
  expect(found(DEMO_TOTP_SECRET)).toEqual([]);
  expect(found(DEMO_PASSWORD)).toEqual([]);
  expect(found('[MSW]')).toEqual([]);
  // Where the build ran says nothing useful to a visitor.
  expect(found(process.cwd())).toEqual([]);
  // The API key is public by design (it identifies the app): it ships in the bundle, and in the CSP nowhere.
  expect(found('demo-key').length).toBeGreaterThan(0);
  expect(found('demo-key').every((file) => file.endsWith('.js'))).toBe(true);
});
