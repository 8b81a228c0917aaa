/**
 * `npm run test:mutation [-- <folder or file>...]`: StrykerJS (stryker.config.mjs), then the per-file floor
 * (scripts/mutation-file-scores.js). Both must pass.
 *
 * With no argument every file the config names is mutated, reusing the committed stryker-incremental.json: only
 * mutants whose code or tests changed run again, and the file is rewritten (commit it). With folders or files, only
 * those are mutated again; Stryker carries every other file's results over from the incremental file unchanged, so the
 * report and the rewritten file still hold the whole picture, and the thresholds judge it all:
 *
 *   npm run test:mutation -- src/lib                 one folder
 *   npm run test:mutation -- src/lib/api-error.ts    one file
 *   npm run test:mutation -- --force                every mutant again, rebuilding the incremental file
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const REPORT = 'reports/mutation/mutation.json';

/** A folder becomes every TypeScript file under it; a file stays itself. */
const toPattern = (path) => {
  const trimmed = path.replace(/\/+$/, '');
  return existsSync(trimmed) && statSync(trimmed).isDirectory() ? `${trimmed}/**/*.ts` : trimmed;
};

// Anything starting with -- goes to Stryker as it is (--force runs every mutant again, whatever the incremental file says).
const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const strykerArgs = ['run', ...process.argv.slice(2).filter((arg) => arg.startsWith('--'))];
if (paths.length > 0) strykerArgs.push('--mutate', [...paths.map(toPattern), '!src/**/*.d.ts'].join(','));

const require = createRequire(import.meta.url);
const stryker = join(dirname(require.resolve('@stryker-mutator/core/package.json')), 'bin', 'stryker.js');
// A run that stops early must not leave the last run's report to be checked.
rmSync(REPORT, { force: true });
const run = spawnSync(process.execPath, [stryker, ...strykerArgs], { stdio: 'inherit' });
// The per-file floor is checked even when the overall threshold failed: both lists help.
const files = existsSync(REPORT)
  ? spawnSync(process.execPath, ['scripts/mutation-file-scores.js', REPORT], { stdio: 'inherit' })
  : { status: 1 };
process.exitCode = run.status === 0 && files.status === 0 ? 0 : 1;
