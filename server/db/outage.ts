import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { isDatabaseUnavailable, unavailableReason } from './unavailable.ts';

/** Where the outage's two lines go: the app's logger once it exists (pino's shape). */
export interface OutageLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/**
 * One database outage at a time, as the log and readiness see it (issue 34 item 3): the first
 * error that says the database is unavailable logs one warning, "database is unavailable;
 * retrying", with its reason; later ones log nothing; the first query that then succeeds ends
 * the outage with one line saying how long it lasted. The same shape as Redis (ADR 0018).
 *
 * What ends an outage depends on what began it. A server that cannot be reached is back when
 * any query succeeds. A SQLite file that cannot be written (full, read-only, locked by another
 * process) still answers reads, and a full one still takes the writes that need no new page
 * (a like, a counter), so its outage ends with a write that succeeds at least QUIET_MS after
 * the last refused one; otherwise every write between two refusals would end and begin the
 * outage again. Only a query that started after the outage began counts: one already in
 * flight when the server went away may still succeed and says nothing about now.
 */
export interface DatabaseOutage {
  /**
   * Takes any error a query threw. True when it says the database is unavailable: the caller
   * answers 503 and logs nothing itself (the outage's warning is logged here, once).
   */
  report(error: unknown): boolean;
  /** Whether an outage has begun and not ended. */
  readonly active: boolean;
  /** Sends the lines to this logger from now on (buildApp gives the app's). */
  attach(log: OutageLog): void;
  /** The Kysely plugin that sees queries succeed. */
  readonly plugin: KyselyPlugin;
}

/** How long writes must go unrefused before a SQLite outage is over. */
export const QUIET_MS = 1000;

/** SQLite's refusals that reads do not meet. */
const WRITE_REFUSALS = /^SQLITE_(BUSY|FULL|READONLY)/;
const WRITE_NODES = new Set<RootOperationNode['kind']>([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);

/** Told when an outage of one kind begins and when it ends (openSqlite stops waiting on a held lock). */
export interface OutageHooks {
  lockHeld?(held: boolean): void;
}

export function createDatabaseOutage(now: () => number = Date.now, hooks: OutageHooks = {}): DatabaseOutage {
  let log: OutageLog | undefined;
  let began: number | undefined;
  let writesOnly = false;
  let lastRefusal = 0;
  let lockHeld = false;
  /** When each query began, while an outage is on (queryId objects are unique per query). */
  const started = new WeakMap<object, { at: number; write: boolean }>();

  const end = () => {
    if (began === undefined) return;
    const downMs = now() - began;
    began = undefined;
    if (lockHeld) hooks.lockHeld?.(false);
    lockHeld = false;
    log?.info({ downMs }, `database is available again after ${downMs} ms`);
  };

  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      if (began !== undefined) started.set(args.queryId, { at: now(), write: WRITE_NODES.has(args.node.kind) });
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (began !== undefined) {
        const query = started.get(args.queryId);
        const over = writesOnly ? query?.write === true && now() - lastRefusal >= QUIET_MS : true;
        if (query && query.at >= began && over) end();
      }
      return args.result;
    },
  };

  return {
    report(error) {
      if (!isDatabaseUnavailable(error)) return false;
      lastRefusal = now();
      if (began === undefined) {
        began = now();
        const code = (error as { code?: unknown }).code;
        writesOnly = typeof code === 'string' && WRITE_REFUSALS.test(code);
        lockHeld = typeof code === 'string' && code.startsWith('SQLITE_BUSY');
        if (lockHeld) hooks.lockHeld?.(true);
        log?.warn({ reason: unavailableReason(error) }, 'database is unavailable; retrying');
      }
      return true;
    },
    get active() {
      return began !== undefined;
    },
    attach(logger) {
      log = logger;
    },
    plugin,
  };
}
