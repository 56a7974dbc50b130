import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

/** How log lines are written: JSON for machines, one readable line for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

/**
 * Issue 35 item 2 (ADR 0026): LOG_FORMAT=auto writes readable lines when stdout is a terminal
 * (a person ran `npm start`) and JSON otherwise (a container, a file, a log collector), as before.
 */
export function chooseLogFormat(setting: Config['LOG_FORMAT'], stdoutIsTerminal: boolean): LogFormat {
  if (setting === 'auto') return stdoutIsTerminal ? 'pretty' : 'json';
  return setting;
}

/**
 * Fields a person at a terminal does not need on every line: the request line already says
 * method, path, status and time, and the request id matters only when lines are searched.
 */
const HIDDEN_WHEN_PRETTY = 'pid,hostname,reqId,req,res,responseTime';

export interface LoggerSetup {
  level: Config['LOG_LEVEL'];
  format: LogFormat;
  /** Where lines go; stdout unless a test collects them. */
  destination?: NodeJS.WritableStream;
}

/**
 * The pino options of the server's logger. Pretty lines are formatted in this process,
 * synchronously (no worker thread, so nothing is lost when the process exits right after a
 * line), by pino-pretty, a runtime dependency for that reason (ADR 0026).
 */
export function loggerOptions(setup: LoggerSetup): NonNullable<FastifyServerOptions['logger']> {
  const redact = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];
  if (setup.format === 'pretty') {
    const stream = pretty({
      colorize: setup.destination === undefined ? Boolean(process.stdout.isTTY) : false,
      translateTime: 'SYS:HH:MM:ss',
      ignore: HIDDEN_WHEN_PRETTY,
      singleLine: true,
      sync: true,
      destination: setup.destination ?? 1,
    });
    return { level: setup.level, redact, stream } as NonNullable<FastifyServerOptions['logger']>;
  }
  return {
    level: setup.level,
    redact,
    ...(setup.destination ? { stream: setup.destination } : {}),
  } as NonNullable<FastifyServerOptions['logger']>;
}
