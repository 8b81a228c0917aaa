/**
 * Per-file floor for mutation testing. Stryker's `thresholds.break` holds the score of all mutated files together;
 * this reads its JSON report and fails when any one file scores below the floor, so a weak file cannot hide behind
 * strong ones. The score is Stryker's own (mutation-testing-metrics): killed and timed-out mutants over every mutant
 * that ran or that no test reached; a file with no such mutant has no score and passes.
 *
 *   node scripts/mutation-file-scores.js [report.json] [--min=75]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { calculateMetrics } from 'mutation-testing-metrics';

export const DEFAULT_REPORT = 'reports/mutation/mutation.json';
export const DEFAULT_MINIMUM = 75;

/** Each file of a Stryker JSON report with its mutation score (NaN when it has no mutant that counts). */
export function fileScores(report) {
  return Object.entries(report.files)
    .map(([name, file]) => ({ name, score: calculateMetrics({ [name]: file }).metrics.mutationScore }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The files whose score is below `minimum`, lowest first. */
export function filesBelow(report, minimum = DEFAULT_MINIMUM) {
  return fileScores(report)
    .filter(({ score }) => !Number.isNaN(score) && score < minimum)
    .sort((a, b) => a.score - b.score);
}

function main(args) {
  const minimumArg = args.find((arg) => arg.startsWith('--min='));
  const minimum = minimumArg ? Number(minimumArg.slice('--min='.length)) : DEFAULT_MINIMUM;
  const reportPath = args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_REPORT;
  if (!Number.isFinite(minimum)) throw new Error(`--min must be a number, got ${minimumArg}`);
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const below = filesBelow(report, minimum);
  if (below.length === 0) {
    console.log(`Every mutated file scores at least ${minimum} % (${Object.keys(report.files).length} files).`);
    return 0;
  }
  console.error(`${below.length} file(s) score below ${minimum} %:`);
  for (const { name, score } of below) console.error(`  ${score.toFixed(2).padStart(6)} %  ${name}`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
