import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/connection.ts';
import {
  type ServerProcess,
  startServerProcess,
  temporaryDataDir,
  temporaryPostgresDatabase,
  waitUntilReady,
} from '../../server/test/processes.ts';
import path from 'node:path';

/**
 * The site the drill works on: real `node server/main.ts` processes of the production build
 * (pages and API), on a throw-away DATA_DIR and, for PostgreSQL, a throw-away database on
 * TEST_DATABASE_URL's server. Nothing of the machine's own data is touched.
 */

export const DRILL_ADMIN = { email: 'drill-admin@hearth.test', password: 'drill-admin-password' };
/** One secret for every process of a site, as a deployment shares it: a token of one works on the others. */
const SESSION_SECRET = 'resilience-drill-secret-shared-by-every-process';

export type Recorder = (check: string, ok: boolean, detail: string) => void;

export interface DrillStore {
  dialect: 'sqlite' | 'postgres';
  env: { [name: string]: string };
  dataDir: string;
  open(): DatabaseHandle;
  remove(): Promise<void>;
}

/** A brand-new empty store: DATA_DIR, and the database that goes with it. */
export async function freshStore(dialect: 'sqlite' | 'postgres'): Promise<DrillStore> {
  const data = temporaryDataDir('hearth-drill-');
  if (dialect === 'sqlite') {
    return {
      dialect,
      env: { DATA_DIR: data.dir },
      dataDir: data.dir,
      open: () => openSqlite(path.join(data.dir, 'hearth.db')),
      remove: async () => data.remove(),
    };
  }
  const database = await temporaryPostgresDatabase();
  return {
    dialect,
    env: { DATA_DIR: data.dir, DATABASE_URL: database.url },
    dataDir: data.dir,
    open: () => openPostgres(database.url, 2),
    remove: async () => {
      await database.drop();
      data.remove();
    },
  };
}

/**
 * Starts `count` processes of the site at once with the drill's defaults (no demo content,
 * its administrator, the shared secret, the web build); `env` adds to and overrides them.
 */
export function startProcesses(
  store: DrillStore,
  count: number,
  env: { [name: string]: string } = {},
): ServerProcess[] {
  return Array.from({ length: count }, () =>
    startServerProcess({
      HEARTH_API_ONLY: '0',
      DEMO_DATA: 'off',
      ADMIN_EMAIL: DRILL_ADMIN.email,
      ADMIN_PASSWORD: DRILL_ADMIN.password,
      SESSION_SECRET,
      ...store.env,
      ...env,
    }),
  );
}

/** Every process ready (listening, /readyz 200); their origins, in order. */
export function allReady(processes: ServerProcess[]): Promise<string[]> {
  return Promise.all(processes.map((server) => waitUntilReady(server, 120_000)));
}

/** Stops every process (SIGTERM, then SIGKILL after the grace); their exits. */
export function stopAll(processes: ServerProcess[]) {
  return Promise.all(processes.map((server) => server.stop()));
}

/** Log lines at error level or above (pino 50+), across processes, as "pid: message". */
export function errorLines(processes: ServerProcess[]): string[] {
  return processes.flatMap((server) =>
    server
      .logs()
      .filter((line) => line.level >= 50)
      .map((line) => `${line.pid}: ${line.msg}`),
  );
}
