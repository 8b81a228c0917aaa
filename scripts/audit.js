// Lighthouse on the production build's /login page, in Debian's Chromium.
//   node scripts/audit.js [--runs=N] [--mobile] [--out-dir=DIR] [--report-dir=DIR]
// Makes a live build into dist-audit/ (what a real deployment serves: the demo build holds its first paint until its
// mock service worker runs, which is not what users of the product get; docs/decisions/0093-lighthouse-audit.md), or
// takes an existing build with --out-dir. Serves it with `vite preview` on 127.0.0.1:4175, runs Lighthouse 12 through its Node
// API N times (3 by default), each in a fresh Chromium, and prints the performance, accessibility, best-practices and
// SEO scores of every run and their median; exits 1 when a category's median is below 0.95.
// Settings: Lighthouse's desktop preset with simulated throttling; --mobile uses Lighthouse's default mobile
// emulation instead, to compare (docs/decisions/0093-lighthouse-audit.md). --report-dir keeps each run's JSON report.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
// POOLBOT_E2E_PORT_OFFSET moves it, as it moves the end-to-end servers (tests/e2e/ports.ts).
const PORT = 4175 + (Number(process.env.POOLBOT_E2E_PORT_OFFSET ?? 0) || 0);
const PAGE_URL = `http://${HOST}:${PORT}/login`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MIN_SCORE = 0.95;
const SERVER_TIMEOUT_MS = 30_000;

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const mobile = process.argv.includes('--mobile');
const runs = Number(option('runs') ?? 3);
const outDir = option('out-dir') ?? 'dist-audit';
const reportDir = option('report-dir');
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`audit: --runs must be a whole number ≥ 1, not ${option('runs')}`);
  process.exit(2);
}

/** Node's arguments to run Vite's CLI on the audited build folder. */
const viteArgs = (command, ...rest) => [
  join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
  command,
  '--outDir',
  outDir,
  ...rest,
];

/** The services of an audited live build: the login page calls none of them before the user signs in. */
const AUDIT_BUILD_ENV = {
  VITE_API_MODE: 'live',
  VITE_PROVIDER_URL: 'https://api.provider.example',
  VITE_LIVE_FEED_URL: 'wss://feed.provider.example/live',
  VITE_API_KEY: 'audit-key',
};

if (!option('out-dir')) {
  const build = spawnSync(process.execPath, viteArgs('build', '--emptyOutDir', '--logLevel', 'warn'), {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...AUDIT_BUILD_ENV },
  });
  if (build.status !== 0) process.exit(2);
}

if (!existsSync(resolve(ROOT, outDir, 'index.html'))) {
  console.error(`audit: ${outDir}/index.html is missing; run \`npm run build\` first`);
  process.exit(2);
}

/** `vite preview` of the build in its own process, so Lighthouse's work never delays a response. */
function startServer() {
  const child = spawn(process.execPath, viteArgs('preview', '--host', HOST, '--port', String(PORT), '--strictPort'), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Plain text: under CI=true Vite colours its output, which splits "127.0.0.1:4175" with escape codes.
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

async function waitForServer(server) {
  const deadline = Date.now() + SERVER_TIMEOUT_MS;
  let stopped = false;
  void server.exited.then(() => (stopped = true));
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`vite preview stopped before it served ${PAGE_URL}:\n${server.output()}`);
    // Only once vite says it listens: with --strictPort a busy port ends it, and another server must not answer.
    // Escape codes stripped, should a terminal setting force colours anyway.
    if (stripVTControlCharacters(server.output()).includes(`${HOST}:${PORT}`)) {
      const response = await fetch(PAGE_URL).catch(() => undefined);
      if (response?.ok) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not serve ${PAGE_URL} within ${SERVER_TIMEOUT_MS / 1000} s:\n${server.output()}`);
}

async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(resolve, 5000, 'timeout'));
  if ((await Promise.race([server.exited, timeout])) === 'timeout') server.child.kill('SIGKILL');
}

/** The audits that cost a category points, worst first, to say why a score is low. */
function lostPoints(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .sort((a, b) => a.score - b.score)
    .map(
      (audit) => `    ${audit.score.toFixed(2)}  ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    );
}

/** The middle score of the runs (the lower middle one for an even count), so one run slowed by a busy machine neither
 * passes nor fails the audit on its own. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function printTable(results, medians) {
  const format = (score) => (score === null ? 'error' : score.toFixed(2));
  const header = ['category', ...results.map((_, i) => `run ${i + 1}`), ...(results.length > 1 ? ['median'] : [])];
  const rows = CATEGORIES.map((id) => [
    id,
    ...results.map((lhr) => format(lhr.categories[id].score)),
    ...(results.length > 1 ? [format(medians[id])] : []),
  ]);
  // Lighthouse's CPU benchmark of the machine during the run: a low one means a busy machine and slow main thread.
  rows.push(['(cpu benchmark)', ...results.map((lhr) => String(Math.round(lhr.environment.benchmarkIndex)))]);
  const widths = header.map((_, col) => Math.max(...[header, ...rows].map((row) => (row[col] ?? '').length)));
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, col) => cell.padEnd(widths[col]))
        .join('  ')
        .trimEnd(),
    );
  }
}

const started = Date.now();
const server = startServer();
let chrome; // a fresh Chromium (new profile) for every run, so no run sees what the last one stored
const cleanUp = () => {
  chrome?.kill();
  server.child.kill('SIGKILL');
};
// Ctrl-C or a CI timeout: leave neither Chromium nor the server behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

let failed = false;
try {
  await waitForServer(server);
  const results = [];
  for (let run = 1; run <= runs; run++) {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
    const result = await lighthouse(
      PAGE_URL,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      mobile ? undefined : desktopConfig,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    for (const warning of result.lhr.runWarnings) console.warn(`Lighthouse warning: ${warning}`);
    results.push(result.lhr);
    chrome.kill();
    chrome = undefined;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(join(reportDir, `login-${result.lhr.configSettings.formFactor}-${run}.json`), result.report);
    }
  }

  const { formFactor, throttlingMethod } = results[0].configSettings;
  console.log(
    `\nLighthouse ${results[0].lighthouseVersion} on ${PAGE_URL} (${formFactor}, ${throttlingMethod} throttling)`,
  );
  const medians = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(results.map((lhr) => lhr.categories[id].score ?? 0))]),
  );
  printTable(results, medians);
  for (const id of CATEGORIES) {
    if (medians[id] >= MIN_SCORE) continue;
    failed = true;
    const run = results.findIndex((lhr) => (lhr.categories[id].score ?? 0) === medians[id]);
    console.error(`\n${id} ${medians[id].toFixed(2)} is below ${MIN_SCORE}; what cost it points in run ${run + 1}:`);
    console.error(lostPoints(results[run], id).join('\n'));
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const rule = results.length > 1 ? `the median of ${results.length} runs` : 'each score';
  console.log(`\n${failed ? 'FAIL' : 'ok'}: ${rule} must be ≥ ${MIN_SCORE} in every category (${seconds} s)`);
} catch (error) {
  failed = true;
  console.error(`audit: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  chrome?.kill();
  await stopServer(server);
}
process.exit(failed ? 1 : 0);
