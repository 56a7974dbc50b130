import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DatabaseHandle, Dialect } from './db/connection.ts';
import type { DatabaseOutage } from './db/outage.ts';
import type { Database } from './db/database.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createServiceContext, type ServiceContext } from './lib/context.ts';
import { publicUrlWarning } from './lib/link-origin.ts';
import { AppError } from './lib/errors.ts';
import { EventBus } from './lib/events.ts';
import { broadcastPlugin } from './lib/broadcast.ts';
import { createRateCounters, type RateCounters } from './lib/rate-counters.ts';
import { redisPlugin } from './lib/redis.ts';
import { ephemeralSecret } from './lib/signing-key.ts';
import { JobWorker } from './jobs/worker.ts';
import { createAccountsContext } from './modules/accounts/context.ts';
import { accountsPlugin } from './modules/accounts/plugin.ts';
import { adminMembersPlugin } from './modules/admin/members/plugin.ts';
import { adminReferencePlugin } from './modules/admin/reference/plugin.ts';
import { createBrochureLimit } from './modules/brochure/limit.ts';
import { brochurePlugin } from './modules/brochure/plugin.ts';
import { registerBrochureRules } from './modules/brochure/rules.ts';
import { gamificationPlugin } from './modules/gamification/plugin.ts';
import { registerScoreRules } from './modules/gamification/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createReviewLimit } from './modules/knowledge/limit.ts';
import { adminPlugin } from './modules/admin/plugin.ts';
import { knowledgePlugin } from './modules/knowledge/plugin.ts';
import { moderationPlugin } from './modules/admin/moderation/plugin.ts';
import { createArticleViews } from './modules/knowledge/views.ts';
import { isPublishedGuide } from './modules/knowledge/service.ts';
import { mailPlugin } from './modules/mail/plugin.ts';
import { createMembersContext } from './modules/members/context.ts';
import { membersPlugin } from './modules/members/plugin.ts';
import { notificationsPlugin } from './modules/notifications/plugin.ts';
import { registerNotificationRules } from './modules/notifications/service.ts';
import { postsPlugin } from './modules/posts/plugin.ts';
import { searchPlugin } from './modules/search/plugin.ts';
import { createAbuseLimits } from './modules/posts/shared/abuse-limits.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { discoveryPlugin } from './modules/search/discovery/plugin.ts';
import { socialRoutes } from './modules/social/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin, sendError } from './plugins/errors.ts';
import { localePlugin } from './plugins/locale.ts';
import { OneLinePerRequest } from './plugins/request-log.ts';
import { securityPlugin } from './plugins/security.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: Dialect;
    bus: EventBus;
    clock: Clock;
    shuttingDown: boolean;
    /** The outbox worker: features register job handlers; main.ts starts it after listen. */
    jobs: JobWorker;
    /** SESSION_SECRET (main.ts resolves it); keys per purpose come from server/lib/signing-key.ts. */
    sessionSecret: string;
    /** The platform's parts as services receive them (server/lib/context.ts); routes pass it on. */
    services: ServiceContext;
    /** The counters of every rate limit: Redis with the database behind it, or the database (ADR 0017). */
    rateCounters: RateCounters;
    /** Whether the database is away now, and the one place its errors are judged and logged (ADR 0024). */
    databaseOutage: DatabaseOutage;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Registers the web renderer (server/web.ts); absent in API-only tests. */
  web?: (app: FastifyInstance) => Promise<void>;
  /** Extra route plugins registered beside the modules: tests use it for probe routes. */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** The activity temperature's rules on the bus (ADR 0027); true when absent. The bench turns them off to weigh them. */
  scoreRules?: boolean;
  /** False only for the search bench's write without indexing (`npm run bench -- search`). */
  searchIndexing?: boolean;
  /** Vite dev server mode: its inline scripts carry no CSP nonce. */
  devServer?: boolean;
}

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Links in mails carry one-time tokens (`?token=…`); logged URLs keep the name, never the value. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|state|refresh_token)=)[^&#]*/gi, '$1[redacted]');
}

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return {
    ...logger,
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  } as FastifyServerOptions['logger'];
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "the nearest n peers are proxies":
 * Fastify itself now ignores a number (it cannot check who the nearest peer is), but an operator
 * who knows their proxy chain asked for exactly that; an address list is the safer setting.
 */
export function trustProxyOption(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/**
 * Builds the whole HTTP application. Order matters: request-scoped basics first (locale,
 * errors, security) so every later route and hook is localized and protected; then the API
 * modules; the web renderer last, as the catch-all for every non-API path.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: withRedaction(deps.logger ?? { level: config.LOG_LEVEL }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: MAX_JSON_BODY_BYTES,
    // Only the configured proxies may name the client (issue 13): request.ip feeds per-IP limits.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    // One line per answered request instead of Fastify's two (server/plugins/request-log.ts).
    logController: new OneLinePerRequest(redactUrl),
  });
  const publicUrlMissing = publicUrlWarning(config);
  if (publicUrlMissing) app.log.warn(publicUrlMissing);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.decorate('dialect', deps.database.dialect);
  app.decorate('databaseOutage', deps.database.outage);
  deps.database.outage.attach(app.log);
  app.decorate('bus', new EventBus(app.log));
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('shuttingDown', false);
  app.decorate('sessionSecret', config.SESSION_SECRET ?? ephemeralSecret());
  app.decorate(
    'services',
    createServiceContext({ db: app.db, dialect: app.dialect, bus: app.bus, clock: app.clock, config, log: app.log }),
  );
  app.decorate(
    'jobs',
    new JobWorker({
      db: app.db,
      dialect: app.dialect,
      clock: app.clock,
      log: app.log.child({ component: 'jobs' }),
      // Three renewals fit in a lease, as with the defaults (server/jobs/worker.ts).
      leaseMs: config.JOB_LEASE_MS,
      heartbeatMs: Math.floor(config.JOB_LEASE_MS / 3),
      reportOutage: (error) => app.databaseOutage.report(error),
      outageActive: () => app.databaseOutage.active,
    }),
  );
  // onClose runs after in-flight requests finish: the job in progress completes before the database closes.
  app.addHook('onClose', async () => {
    await app.jobs.stop();
  });
  await app.register(redisPlugin);
  app.decorate(
    'rateCounters',
    createRateCounters({
      db: app.db,
      clock: app.clock,
      log: app.log.child({ component: 'rate-limits' }),
      reportOutage: (error) => app.databaseOutage.report(error),
    }),
  );
  await app.register(broadcastPlugin);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    https: config.NODE_ENV === 'production' && config.PUBLIC_URL?.startsWith('https:') === true,
    development: deps.devServer === true,
    publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined,
  });
  await app.register(cookie);
  await app.register(authPlugin);
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.SITE_NAME} API`, version: '1' },
      tags: [
        { name: 'system' },
        { name: 'reference' },
        { name: 'accounts' },
        { name: 'posts' },
        { name: 'members' },
        { name: 'gamification' },
        { name: 'brochure' },
        { name: 'documentation' },
        { name: 'solomon' },
        { name: 'knowledge-admin' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's own policy, plus inline styles, which its layout sets on elements.
    staticCSP:
      "default-src 'self'; img-src 'self' data:; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
  });

  await app.register(healthRoutes);
  // Feature modules (SPEC §7), each registering the paths of its contracts.
  // One accounts context for the accounts and social modules, which Fastify encapsulates from
  // each other: both count sign-in attempts in its login throttle (P6).
  const accounts = createAccountsContext(app.services, {
    sessionSecret: app.sessionSecret,
    counters: app.rateCounters,
  });
  // DECISIONS P17, one instance for posts and members (follows are members', likes posts').
  const limits = createAbuseLimits({ counters: app.rateCounters, config });
  // modules:start
  await app.register(referenceRoutes);
  await app.register(accountsPlugin, { context: accounts });
  await app.register(socialRoutes, { context: accounts });
  await app.register(mailPlugin);
  // A post's linked guide is knowledge's (issue 31); posts ask through this port, never importing it.
  await app.register(postsPlugin, { limits, guides: { isPublishedGuide } });
  // Members follow through the same P17 limits and store profile images in posts' uploads.
  await app.register(membersPlugin, {
    context: createMembersContext(app.services, { limits, images: app.postsContext }),
  });
  // The activity temperature: its calls, and its rules inside the other features' transactions (ADR 0027).
  await app.register(gamificationPlugin, { context: app.services });
  if (deps.scoreRules !== false) registerScoreRules(app.bus, app.services);
  // Notifications: the bell's calls and jobs, and the rules that make them (issue 29), after
  // the score's, whose level-ups and milestones they tell.
  await app.register(notificationsPlugin, { context: app.services });
  registerNotificationRules(app.bus, app.services);
  // Search: its calls, and the index following posts inside their transactions (issue 30).
  await app.register(searchPlugin, { context: app.services, indexing: deps.searchIndexing !== false });
  // Search's discovery (issue 30 item 8): sitemaps and feeds, public posts read through posts' service.
  await app.register(discoveryPlugin);
  // The side panel's brochure application (issue 30, P32): stored and mailed through the outbox.
  await app.register(brochurePlugin, {
    context: { ...app.services, limit: createBrochureLimit({ counters: app.rateCounters, config }) },
  });
  registerBrochureRules(app.bus);
  // The knowledge areas (issue 31, P24): Documentation's guides and Solomon's answers.
  await app.register(knowledgePlugin, {
    context: {
      ...app.services,
      reviewLimit: createReviewLimit({ counters: app.rateCounters, config }),
      views: createArticleViews(app.rateCounters),
      viewerSecret: app.sessionSecret,
    },
  });
  // The administration console's own calls (issue 32, P31): dashboard, audit log, administrators.
  await app.register(adminPlugin, { context: app.services });
  // The console's reports and content moderation (issue 32 items 2 and 5), on posts' context.
  await app.register(moderationPlugin);
  // The console's members (issue 32 item 3): search, a member's page, bans, recent withdrawals.
  await app.register(adminMembersPlugin, { context: app.services });
  // The console's reference data (issue 32 item 4): names in three languages, categories retired, never deleted.
  await app.register(adminReferencePlugin, { context: app.services });
  // modules:end
  if (deps.extraRoutes) await app.register(deps.extraRoutes);

  app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('ROUTE_NOT_FOUND')));

  if (deps.web) await app.register(deps.web);
  return app;
}
