import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, unavailableReason } from './unavailable.ts';

/** An error as node-postgres or better-sqlite3 throws it: a message and a code. */
const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('what counts as "the database is unavailable" (ADR 0024)', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', coded('ECONNRESET')],
    ['a broken pipe', coded('EPIPE')],
    ['a socket timeout', coded('ETIMEDOUT')],
    ['a server shutting down (57P01)', coded('57P01', 'terminating connection due to administrator command')],
    ['a crashed server (57P02)', coded('57P02')],
    ['a server starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', coded('08006')],
    ['too many connections (53300)', coded('53300')],
    ['a statement past statement_timeout (57014)', coded('57014', 'canceling statement due to statement timeout')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['the client connect timeout', new Error('Connection terminated due to connection timeout')],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a server that never answered the query', new Error('Query read timeout')],
    ['SQLITE_BUSY past busy_timeout', coded('SQLITE_BUSY', 'database is locked')],
    ['an extended SQLITE_BUSY', coded('SQLITE_BUSY_SNAPSHOT')],
    ['SQLITE_FULL', coded('SQLITE_FULL', 'database or disk is full')],
    ['SQLITE_READONLY', coded('SQLITE_READONLY', 'attempt to write a readonly database')],
    ['every address refused', Object.assign(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]), {})],
    ['a wrapped refusal', new Error('query failed', { cause: coded('ECONNREFUSED') })],
  ])('%s is', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', coded('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', coded('42601')],
    ['a deadlock (40P01)', coded('40P01')],
    ['SQLITE_CONSTRAINT', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['SQLITE_ERROR', coded('SQLITE_ERROR', 'no such table: nope')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something not an error', 'ECONNREFUSED'],
  ])('%s is not: it stays a 500 with its stack trace', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('names the reason of the log line by code and message', () => {
    expect(unavailableReason(coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(
      'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432',
    );
    expect(unavailableReason(new Error('Query read timeout'))).toBe('Query read timeout');
  });
});
