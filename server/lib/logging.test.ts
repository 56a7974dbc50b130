import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { openTestDatabase } from '../test/harness.ts';
import { INTERNAL_REQUEST_HEADER } from '../plugins/security.ts';
import { chooseLogFormat, type LogFormat, loggerOptions } from './logging.ts';

/** Everything a logger wrote, line by line. */
function collector() {
  const lines: string[] = [];
  let pending = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString();
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line !== ''));
      done();
    },
  });
  return { stream, lines };
}

describe('the log format (issue 35 item 2)', () => {
  it('is readable at a terminal and JSON otherwise, unless LOG_FORMAT says which', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty');
    expect(chooseLogFormat('auto', false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
    expect(loadConfig({}).LOG_FORMAT).toBe('auto');
  });
});

describe('request lines (issue 35 item 2)', () => {
  let database: DatabaseHandle | undefined;
  let close: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await close?.();
    await database?.close();
    close = undefined;
    database = undefined;
  });

  async function appLoggingTo(format: LogFormat, level: 'info' | 'debug') {
    const { stream, lines } = collector();
    database = await openTestDatabase('sqlite');
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/hearth-test' }),
      database,
      logger: loggerOptions({ level, format, destination: stream }),
    });
    await app.ready();
    close = () => app.close();
    // Start-up lines (warnings about the configuration and so on) are not what is counted here.
    lines.length = 0;
    return { app, lines };
  }

  it('writes one JSON line per request, with its status and time', async () => {
    const { app, lines } = await appLoggingTo('json', 'info');
    const response = await app.inject({ method: 'GET', url: '/healthz?token=secret-value' });
    expect(response.statusCode).toBe(200);

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/healthz\?token=\[redacted\] 200 \d+ ms$/),
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      reqId: response.headers['x-request-id'],
    });
    expect(lines.join('\n')).not.toContain('secret-value');
  });

  it("logs a page's internal API calls at debug only", async () => {
    const atInfo = await appLoggingTo('json', 'info');
    const headers = { [INTERNAL_REQUEST_HEADER]: atInfo.app.internalRequestToken };
    expect((await atInfo.app.inject({ method: 'GET', url: '/healthz', headers })).statusCode).toBe(200);
    expect(atInfo.lines).toEqual([]);
    await close?.();
    await database?.close();

    const atDebug = await appLoggingTo('json', 'debug');
    const debugHeaders = { [INTERNAL_REQUEST_HEADER]: atDebug.app.internalRequestToken };
    await atDebug.app.inject({ method: 'GET', url: '/healthz', headers: debugHeaders });
    const records = atDebug.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.filter((record) => record.res !== undefined)).toEqual([
      expect.objectContaining({ level: 20, internal: true, msg: expect.stringMatching(/^GET \/healthz 200 /) }),
    ]);
  });

  it('writes a readable line, not JSON, in the pretty format', async () => {
    const { app, lines } = await appLoggingTo('pretty', 'info');
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/healthz 200 \d+ ms$/);
  });
});
