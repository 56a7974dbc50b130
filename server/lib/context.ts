import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config.ts';
import type { Dialect } from '../db/connection.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';
import type { EventBus } from './events.ts';
import { type Emit, inTransaction } from './transaction.ts';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** A repository function takes either: the plain connection, or the transaction it runs in. */
export type DbOrTrx = Db | Trx;

/**
 * Runs `work` in one transaction; what it emits is published after the commit, dropped on a
 * rollback (server/lib/transaction.ts).
 */
export type TransactionRunner = <T>(work: (trx: Trx, emit: Emit) => Promise<T>) => Promise<T>;

/**
 * What the outside world looks like to a service (STYLE 11, after Immich's services): the
 * platform's parts, handed in rather than reached for through the Fastify app, so that a rule
 * runs in a unit test on an in-memory SQLite with a fake clock (server/test/context.ts).
 *
 * A service names the parts it uses, `Pick<ServiceContext, 'db' | 'clock'>`, and a feature
 * adds its own (limits, mail, storage) by extending that pick in its `context.ts`.
 */
export interface ServiceContext {
  db: Db;
  dialect: Dialect;
  transaction: TransactionRunner;
  bus: EventBus;
  /** Every rule with a deadline reads the time here: cancel windows, daily caps, link expiry. */
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
}

export function createServiceContext(parts: Omit<ServiceContext, 'transaction'>): ServiceContext {
  return {
    ...parts,
    transaction: (work) => inTransaction(parts.db, parts.bus, work),
  };
}
