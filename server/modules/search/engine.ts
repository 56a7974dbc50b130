import type { Dialect } from '../../db/connection.ts';
import { postgresEngine } from './postgres-engine.ts';
import type { Engine } from './search-scope.ts';
import { sqliteEngine } from './sqlite-engine.ts';

/** The search of the database in use (ADR 0029); both answer alike (search-scope.ts). */
export function engineFor(dialect: Dialect): Engine {
  return dialect === 'postgres' ? postgresEngine : sqliteEngine;
}
