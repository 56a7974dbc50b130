/**
 * The log lines of an app under test, parsed (pino's JSON), to count what an operator would
 * read during a database outage (issue 34 item 3): the outage's warning, its end, and any error.
 */
export interface LogLine {
  level: number;
  msg: string;
  err?: { stack?: string };
  [field: string]: unknown;
}

export const OUTAGE_WARNING = 'database is unavailable; retrying';
export const OUTAGE_ENDED = /^database is available again after \d+ ms$/;

export class LogLines {
  readonly lines: LogLine[] = [];
  /** The stream buildApp's logger writes to. */
  readonly stream = {
    write: (line: string) => {
      this.lines.push(JSON.parse(line) as LogLine);
    },
  };
  get warnings(): LogLine[] {
    return this.lines.filter((line) => line.msg === OUTAGE_WARNING);
  }
  get recoveries(): LogLine[] {
    return this.lines.filter((line) => OUTAGE_ENDED.test(line.msg));
  }
  /** Lines at error level or above, and any line that carries a stack trace. */
  get errors(): LogLine[] {
    return this.lines.filter((line) => line.level >= 50 || line.err?.stack !== undefined);
  }
}
