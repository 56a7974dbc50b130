import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { bootstrap } from './seed/bootstrap.ts';
import { siteOrigin } from './lib/link-origin.ts';
import { chooseLogFormat, loggerOptions } from './lib/logging.ts';
import { resolveSessionSecret } from './lib/session-secret.ts';
import { startBanner } from './start-banner.ts';
import { markRunning } from './lib/running-marker.ts';
import { webRenderer } from './web.ts';

/**
 * Starts Hearth: configuration, database and migrations, the app with the web renderer,
 * background workers, and a graceful shutdown that finishes requests and jobs first.
 */
async function main() {
  const development = process.argv.includes('--dev');
  let config;
  try {
    config = loadConfig({ NODE_ENV: development ? 'development' : 'production', ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const sessionSecret = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);

  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    timeouts: {
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
      busyTimeoutMs: config.SQLITE_BUSY_TIMEOUT_MS,
    },
    sqliteMaxSizeMb: config.SQLITE_MAX_SIZE_MB,
  });
  // `npm run restore` refuses to replace an embedded database that a process serves.
  if (!config.DATABASE_URL) process.once('exit', markRunning(config.DATA_DIR));
  const web = config.HEARTH_API_ONLY
    ? undefined
    : webRenderer(
        development ? { mode: 'development' } : { mode: 'production', buildDirectory: path.resolve('build') },
      );
  const app = await buildApp({
    config: { ...config, SESSION_SECRET: sessionSecret },
    database,
    devServer: development,
    // Readable lines at a terminal, JSON otherwise (LOG_FORMAT, ADR 0026).
    logger: loggerOptions({
      level: config.LOG_LEVEL,
      format: chooseLogFormat(config.LOG_FORMAT, process.stdout.isTTY === true),
    }),
    web: web?.register,
  });

  // Migrations, reference data, administrator and demo content, under the start-up lock (ADR 0019).
  const started = await bootstrap(
    database,
    {
      admin: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      demo: {
        demoData: config.DEMO_DATA,
        dataDir: config.DATA_DIR,
        names: { site: config.SITE_NAME, provider: config.PROVIDER_NAME, heatmap: config.SISTER_PRODUCT_NAME },
      },
      siteTimeZone: config.SITE_TIME_ZONE,
      now: () => app.clock.now(),
    },
    app.log.child({ component: 'bootstrap' }),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests and jobs');
    app.shuttingDown = true;
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 25 s; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    // Pages taken before the signal render first: their loaders call the API through
    // app.inject, which a closing app refuses. New pages are answered 503 meanwhile.
    await web?.drained();
    // Closing waits for in-flight requests, then stops the job worker after its current job.
    await app.close();
    await app.bus.drain();
    await database.close();
    app.log.info('shutdown complete');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The sockets, not addresses to open: the one address to open is the block's (issue 35 item 3).
  await app.listen({
    port: config.PORT,
    host: config.HOST,
    listenTextResolver: (address) => `listening on ${address.replace(/^https?:\/\//, '')}`,
  });
  app.jobs.start();

  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : config.PORT;
  app.log.info(
    startBanner({ origin: siteOrigin({ ...config, PORT: port }), administrator: started.administrator, config }),
  );
}

await main();
