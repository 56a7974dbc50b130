import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { OPEN_REDIRECT_FORMS } from '../common/validation/open-redirect-forms.ts';
import { type CheckRow, printCheckTable } from './lib/check-table.ts';
import { spawnProductionServer, waitForServer } from './lib/local-server.ts';

/**
 * `npm run audit:security` (issue 13 "Also"): the project's own hostile-input suites, then the
 * same attacks over HTTP against the production build, as the outside review did them.
 *
 *   (no flag)     both parts; the in-process suites on PostgreSQL too when TEST_DATABASE_URL is set
 *   --fast        the in-process suites only, on SQLite only
 *   --black-box   the HTTP checks only (what `npm test` runs once its build step has passed: the
 *                 in-process suites already run in its vitest step)
 *
 * Prints a table (check, result, detail) and exits 1 when any check failed.
 */
const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const fast = args.has('--fast');
const blackBoxOnly = args.has('--black-box');

/** The suites that attack the code from inside: each names the issue 13 finding it guards. */
const SUITES = [
  'common/validation/return-path.test.ts',
  'server/text-input-fuzz.test.ts',
  'server/trust-proxy.test.ts',
  'server/plugins/security.test.ts',
  'server/modules/mail/mailbox.test.ts',
  'server/public-url.test.ts',
  'server/lib/link-origin.test.ts',
  'server/modules/accounts/signin-rules.test.ts',
  'server/modules/accounts/signup-rules.test.ts',
  'server/modules/accounts/signup.test.ts',
  'server/modules/posts/posts/post-xss.test.ts',
  'server/modules/posts/replies/reply-xss.test.ts',
];

/** The black-box part may take this long once the server answers (build and start excluded). */
const BLACK_BOX_BUDGET_MS = 120_000;
/** The per-IP sign-in limit the audit server runs with: low, so the check stays well under 120 requests. */
const LOGIN_LIMIT = 20;
const ADMIN = { email: 'audit-admin@hearth.test', password: 'audit-admin-password' };
const HOSTILE_HOST = 'evil.example';

const rows: CheckRow[] = [];
const record = (check: string, ok: boolean, detail: string) => rows.push({ check, ok, detail });

// ---------------------------------------------------------------------------------------------
// Part 1: the vitest suites, pass/fail per file from vitest's JSON report.

interface VitestReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { status: string }[];
  }[];
}

function runSuites(): void {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-audit-')), 'vitest.json');
  const env = { ...process.env };
  if (fast) delete env.TEST_DATABASE_URL;
  const databases = env.TEST_DATABASE_URL ? 'SQLite + PostgreSQL' : 'SQLite';
  console.log(`▶ in-process suites on ${databases}: ${SUITES.length} files`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', '.bin', 'vitest'),
      'run',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...SUITES,
    ],
    { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  let parsed: VitestReport = {};
  try {
    parsed = JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport;
  } catch {
    // No report: vitest itself failed to start; said below.
  }
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
  const byFile = new Map((parsed.testResults ?? []).map((file) => [path.relative(root, file.name), file]));
  for (const suite of SUITES) {
    const file = byFile.get(suite);
    if (!file) {
      record(`suite ${suite}`, false, `no result (vitest exit ${result.status})`);
      continue;
    }
    const tests = file.assertionResults ?? [];
    const passed = tests.filter((test) => test.status === 'passed').length;
    const failed = tests.filter((test) => test.status === 'failed').length;
    record(
      `suite ${suite}`,
      file.status === 'passed' && failed === 0,
      `${passed} passed, ${failed} failed on ${databases}${file.message ? `: ${file.message.split('\n')[0]}` : ''}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Part 2: HTTP against the production build. node:http, not fetch: fetch follows redirects and
// will not send a Host header of our choosing.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let origin = '';

function send(
  method: string,
  target: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(origin);
  // Only ever the local server this script started.
  if (url.hostname !== '127.0.0.1') throw new Error(`refusing to send to ${url.hostname}`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        method,
        path: target,
        headers: { ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${target} timed out`)));
    request.on('error', reject);
    if (body) request.write(body);
    request.end();
  });
}

const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify(value),
});

/** Same origin as a browser reads a Location: a single leading slash, nothing it takes for a host. */
function sameOriginLocation(location: string | undefined): boolean {
  if (!location) return false;
  if (!location.startsWith('/') || location.startsWith('//') || location.includes('\\')) return false;
  return new URL(location, origin).origin === origin;
}

const preview = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}…` : value);

async function checkRedirectTable(name: string, attempt: (form: string) => Promise<Answer>): Promise<void> {
  const escaped: string[] = [];
  for (const form of OPEN_REDIRECT_FORMS) {
    const answer = await attempt(form);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status > 399 || !sameOriginLocation(location)) {
      escaped.push(`${preview(form)} → ${answer.status} ${location ?? '(no Location)'}`);
    }
  }
  record(
    name,
    escaped.length === 0,
    escaped.length === 0
      ? `${OPEN_REDIRECT_FORMS.length} forms, every Location same-origin`
      : `${escaped.length}/${OPEN_REDIRECT_FORMS.length} escaped, e.g. ${escaped.slice(0, 2).join('; ')}`,
  );
}

function checkHeaders(name: string, answer: Answer, { page }: { page: boolean }): void {
  const problems: string[] = [];
  const csp = String(answer.headers['content-security-policy'] ?? '');
  if (page && !/script-src[^;]*'nonce-[^']+'/.test(csp)) problems.push('no script-src nonce in CSP');
  if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!/frame-ancestors/.test(csp) && !answer.headers['x-frame-options']) problems.push('framing not refused');
  if (!answer.headers['referrer-policy']) problems.push('no Referrer-Policy');
  if (answer.headers['strict-transport-security']) problems.push('HSTS over plain http');
  record(name, problems.length === 0, problems.length === 0 ? `${answer.status}, all present` : problems.join(', '));
}

/** The href/content of the canonical and og:url links of a page. */
function linkTargets(html: string): string[] {
  const targets: string[] = [];
  for (const tag of html.match(/<(link|meta)\b[^>]*>/gi) ?? []) {
    if (/rel="canonical"/i.test(tag)) targets.push(/href="([^"]*)"/i.exec(tag)?.[1] ?? '');
    if (/property="og:url"/i.test(tag)) targets.push(/content="([^"]*)"/i.exec(tag)?.[1] ?? '');
  }
  return targets;
}

function sessionCookies(answer: Answer): string {
  return (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}

async function blackBox(): Promise<void> {
  // A fresh production process as `npm start` runs it, with nothing that loosens it.
  for (const name of ['PUBLIC_URL', 'DEV_MAILBOX', 'TRUST_PROXY', 'ALLOWED_HOSTS', 'SMTP_URL', 'DATABASE_URL']) {
    delete process.env[name];
  }
  if (!fs.existsSync(path.join(root, 'build', 'server', 'index.js'))) {
    console.log('▶ no build yet: react-router build');
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules', '.bin', 'react-router'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      record('production build', false, `react-router build exited ${build.status}`);
      return;
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-audit-data-'));
  const server = await spawnProductionServer(dataDir, {
    DEMO_DATA: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_MAX_ATTEMPTS_PER_IP: String(LOGIN_LIMIT),
  });
  origin = server.origin;
  const stop = () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    console.log(`▶ production server on ${origin} (DATA_DIR ${dataDir})`);
    await waitForServer(server.child, origin);
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`over the ${BLACK_BOX_BUDGET_MS / 1000} s budget`)),
        BLACK_BOX_BUDGET_MS,
      );
    });
    try {
      await Promise.race([httpChecks(), budget]);
    } catch (error) {
      record('black-box run', false, error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    record('production server', false, error instanceof Error ? error.message : String(error));
  } finally {
    stop();
    await new Promise<void>((resolve) => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
      const kill = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
      server.child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function httpChecks(): Promise<void> {
  // Headers (ADR 0005): a page and an API answer.
  checkHeaders('headers on a page (/ko)', await send('GET', '/ko'), { page: true });
  checkHeaders('headers on an API answer', await send('GET', '/api/user/check'), { page: false });

  // Finding 2: no mailbox in production without DEV_MAILBOX=on.
  const mailboxPage = await send('GET', '/ko/mailbox');
  const mailboxApi = await send('POST', '/api/dev/mailbox/list', json({ lang: 'ko' }));
  record(
    'mailbox absent in production',
    mailboxPage.status === 404 && mailboxApi.status === 404,
    `/ko/mailbox ${mailboxPage.status}, /api/dev/mailbox/list ${mailboxApi.status}`,
  );

  // Finding 9: a Host (or forwarded host) outside the allowlist never becomes a link.
  const leaks: string[] = [];
  let links = 0;
  const spoofs: Record<string, string>[] = [{ host: HOSTILE_HOST }, { 'x-forwarded-host': HOSTILE_HOST }];
  for (const headers of spoofs) {
    const page = await send('GET', '/ko', { headers });
    const targets = linkTargets(page.body);
    links += targets.length;
    if (page.status >= 500) leaks.push(`${Object.keys(headers)[0]}: ${page.status}`);
    const leaked = targets.filter((target) => target.includes(HOSTILE_HOST));
    for (const target of leaked) leaks.push(`${Object.keys(headers)[0]}: ${target}`);
    // Nor anywhere else on the page (hreflang alternates, og:image, the hydration data).
    if (leaked.length === 0 && page.body.includes(HOSTILE_HOST))
      leaks.push(`${Object.keys(headers)[0]}: elsewhere in the page`);
  }
  record(
    'foreign Host not in page links',
    leaks.length === 0 && links > 0,
    leaks.length > 0
      ? leaks.join('; ')
      : links > 0
        ? `${links} canonical/og:url links and the rest of the page: no ${HOSTILE_HOST}`
        : 'no links found to check',
  );

  // Finding 4: NUL in a sign-in body is refused, not a 500.
  const nulAnswers = await Promise.all(
    [
      { lang: 'ko', userId: 'a\u0000b@example.com', password: 'whatever-1' },
      { lang: 'ko', userId: 'nul@example.com', password: 'pass\u0000word' },
      { lang: 'ko', userId: 'surrogate\ud800@example.com', password: 'whatever-1' },
    ].map((body) => send('POST', '/api/user/signin', json(body))),
  );
  const nulStatuses = nulAnswers.map((answer) => answer.status);
  record(
    'NUL / lone surrogate in sign-in → 4xx',
    nulStatuses.every((status) => status >= 400 && status < 500),
    `answers ${nulStatuses.join(', ')}`,
  );

  // Finding 1: the redirect table as a signed-in member, then the sign-out form.
  const signin = await send(
    'POST',
    '/api/user/signin',
    json({ lang: 'ko', userId: ADMIN.email, password: ADMIN.password }),
  );
  const cookie = sessionCookies(signin);
  const control = await send('GET', `/ko/signin?redirectUrl=${encodeURIComponent('/ko/forum')}`, {
    headers: { cookie },
  });
  if (signin.status !== 200 || control.headers.location !== '/ko/forum') {
    record(
      'open redirect: /ko/signin?redirectUrl=',
      false,
      `could not sign in as a member (sign-in ${signin.status}, control redirect ${control.status} ${control.headers.location ?? ''})`,
    );
  } else {
    await checkRedirectTable('open redirect: /ko/signin?redirectUrl=', (form) =>
      send('GET', `/ko/signin?redirectUrl=${encodeURIComponent(form)}`, { headers: { cookie } }),
    );
  }
  await checkRedirectTable('open redirect: sign-out redirectTo', (form) =>
    send('POST', '/ko/signout', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams({ redirectTo: form }).toString(),
    }),
  );

  // Finding 3: a made-up X-Forwarded-For on every request does not reset the per-IP limit.
  let sent = 0;
  let firstRefusal = 0;
  const afterwards: number[] = [];
  while (sent < LOGIN_LIMIT + 10 && firstRefusal === 0) {
    sent += 1;
    const answer = await send('POST', '/api/user/signin', {
      ...json({ lang: 'ko', userId: `spray-${sent}@example.com`, password: 'wrong-password-1' }),
      headers: { ...json({}).headers, 'x-forwarded-for': `203.0.113.${sent % 250}` },
    });
    if (answer.status === 429) firstRefusal = sent;
  }
  for (let i = 0; i < 10 && firstRefusal > 0; i += 1) {
    sent += 1;
    const answer = await send('POST', '/api/user/signin', {
      ...json({ lang: 'ko', userId: `spray-${sent}@example.com`, password: 'wrong-password-1' }),
      headers: { ...json({}).headers, 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
    });
    afterwards.push(answer.status);
  }
  record(
    'spoofed X-Forwarded-For vs per-IP sign-in limit',
    firstRefusal > 0 && afterwards.every((status) => status === 429),
    firstRefusal > 0
      ? `429 at attempt ${firstRefusal} (limit ${LOGIN_LIMIT}); next ${afterwards.length} spoofed: ${[...new Set(afterwards)].join('/')}; ${sent} requests`
      : `no 429 in ${sent} requests with rotating addresses`,
  );
}

// ---------------------------------------------------------------------------------------------

const started = Date.now();
if (!blackBoxOnly) runSuites();
if (!fast) await blackBox();

process.exit(printCheckTable('audit:security', rows, started) === 0 ? 0 : 1);
