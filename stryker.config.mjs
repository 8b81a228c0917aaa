// @ts-check
/**
 * Mutation testing (`npm run test:mutation`): StrykerJS changes the pure rules of the app one small way at a time and
 * checks that a unit test fails each time. docs/testing.md, "Mutation testing", says how to read and run it.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // The pure logic: every model/ folder (the markets layer's included), lib/, the account-record module and the
  // wallet list every wallet-reading feature shares.
  mutate: [
    'src/**/model/**/*.ts',
    'src/lib/**/*.ts',
    'src/account-record/**/*.ts',
    'src/wallet-list/wallet.ts',
    'src/wallet-list/wallet-storage.ts',
    '!src/**/*.d.ts',
    // React hooks over the record: they hold no rule of their own and run only in the component tests.
    '!src/account-record/use-*.ts',
  ],
  // Each mutant runs only the tests that reached it. testFiles is left unset on purpose: with it, Stryker 9.6 turns
  // mutants of code that runs when a module loads (schemas, constants) on too late for any test to kill them.
  coverageAnalysis: 'perTest',
  // Static mutants (code that runs once, when a module loads: constant tables, schemas) cannot be traced to the tests
  // that reach them, so each one re-runs the whole unit suite: 528 of them took 92 % of a run (hours on two cores),
  // and any changed test file invalidates all of them in the incremental file, so CI would pay that on every change.
  // They are left out of the score; the constants they would mutate are pinned by their own unit tests (each venue's
  // fees, intervals and limits, each schema's accepted and refused replies).
  ignoreStatic: true,
  // Only mutants whose code or tests changed since the committed result are run again (CI relies on it).
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, reportScoreTable: true, reportMutants: false },
  // One test process: the machine CI and the team share has two cores, and an unchanged tree re-tests almost nothing.
  concurrency: 1,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
