import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import { CHROMIUM_FLAGS, systemChromium } from './chromium.ts';
import { initialJavaScript } from './lib/initial-javascript.ts';
import { spawnProductionServer, waitForServer } from './lib/local-server.ts';

/**
 * `npm run lighthouse`: Lighthouse's mobile preset on /ko of the production build, served by
 * the real server on a throw-away embedded database, plus the initial JavaScript of that page.
 * A measurement, not a test: the figures go into docs/performance.md.
 */
const root = path.resolve(import.meta.dirname, '..');
const pagePath = '/ko';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Replaces this script's section of docs/performance.md, keeping what other scripts wrote there. */
async function writeReport(table: string): Promise<string> {
  const file = path.join(root, 'docs', 'performance.md');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  const section = `${start}\n${table}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  const before = current.indexOf(start);
  const after = current.indexOf(end);
  const next =
    before !== -1 && after > before
      ? `${current.slice(0, before)}${section}${current.slice(after + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Formatted as `npm run lint` expects, so that a measurement never fails prettier --check.
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
  return file;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-lighthouse-'));
  const { child: server, origin } = await spawnProductionServer(dataDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForServer(server, origin);
    const javascript = await initialJavaScript(origin, pagePath);

    const browser = await chromeLauncher.launch({ chromePath: systemChromium(), chromeFlags: CHROMIUM_FLAGS });
    chrome = browser;
    // No config: Lighthouse's default is the mobile preset (emulated phone, simulated slow 4G).
    const audit = () =>
      lighthouse(`${origin}${pagePath}`, {
        port: browser.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...categories],
      });
    let result = await audit();
    // A busy machine sometimes loses the trace (NO_NAVSTART); Lighthouse's advice is to run again.
    if (result?.lhr.runtimeError) {
      console.log(`Lighthouse: ${result.lhr.runtimeError.message} Running it once more.`);
      result = await audit();
    }
    if (!result) throw new Error('Lighthouse returned no result.');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);

    const scores = categories.map((id) => {
      const score = result.lhr.categories[id]?.score;
      return { id, score: score === null || score === undefined ? 'n/a' : String(Math.round(score * 100)) };
    });
    const kilobytes = (javascript.gzipBytes / 1024).toFixed(1);
    const date = new Date().toISOString().slice(0, 10);

    for (const { id, score } of scores) console.log(`${id.padEnd(16)} ${score}`);
    // What cost points, so that a score below 100 says where to look.
    for (const id of categories) {
      for (const ref of result.lhr.categories[id]?.auditRefs ?? []) {
        const audit = result.lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          console.log(`  ${id}: ${audit.id} (${Math.round(audit.score * 100)}) ${audit.title}`);
        }
      }
    }
    console.log(`${'initial JS'.padEnd(16)} ${kilobytes} KB gzip (${javascript.files} files)`);

    const table = [
      `## Lighthouse (mobile preset, ${pagePath})`,
      '',
      `Measured ${date} by \`npm run lighthouse\`: Lighthouse ${result.lhr.lighthouseVersion} in Debian's Chromium,`,
      'on the production build served by one local process with the embedded database.',
      '',
      '| Date | Performance | Accessibility | Best practices | SEO | Initial JS (gzip) |',
      '| --- | --- | --- | --- | --- | --- |',
      `| ${date} | ${scores.map(({ score }) => score).join(' | ')} | ${kilobytes} KB (${javascript.files} files) |`,
    ].join('\n');
    console.log(`written to ${path.relative(root, await writeReport(table))}`);
  } finally {
    chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(undefined)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
