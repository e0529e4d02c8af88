import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TrustProxy } from './config.js';
import type { AppDeps } from './deps.js';
import { requestDeps } from './request-deps.js';
import { assertAccess, type Access } from './graphql/access.js';
import { buildSchemas } from './graphql/schema.js';
import { registerGraphQLRoutes } from './graphql/yoga.js';
import { registerCompression } from './http/compression.js';
import { assertCsrf } from './http/csrf.js';
import { registerErrorHandler } from './http/errors.js';
import { OneLinePerRequest } from './http/request-log.js';
import { registerRequestTextCheck } from './http/request-text.js';
import { trackRouteAccess } from './http/routes.js';
import { requestAuth } from './http/session.js';
import { registerWebApp, servesWebAppFile } from './http/web-app.js';
import { newUuid } from './lib/ids.js';
import { registerAuthRoutes, secondFactorError } from './modules/auth/auth.routes.js';
import { registerClinicRoutes } from './modules/clinics/clinics.routes.js';
import { registerDevMailbox } from './modules/dev/mailbox.routes.js';
import { registerTestReset } from './modules/dev/test-reset.routes.js';
import { registerDocumentRoutes } from './modules/documents/documents.routes.js';
import { registerFaxRoutes } from './modules/faxes/faxes.routes.js';
import { registerInboundUploadRoutes } from './modules/inbound-faxes/inbound-upload.routes.js';
import { registerInboundWebhookRoutes } from './modules/inbound-faxes/inbound-webhook.routes.js';
import { registerInboundFaxRoutes } from './modules/inbound-faxes/inbound-faxes.routes.js';
import { registerPublicReviewRoutes } from './modules/public-referrals/public-review.routes.js';
import { registerReferralRoutes } from './modules/referrals/referrals.routes.js';
import { registerExportRoutes } from './modules/reporting/export.routes.js';
import { registerSmsRoutes } from './modules/sms/sms.routes.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { registerPublicUploadRoutes } from './modules/public-referrals/public-uploads.routes.js';

export interface BuiltApp {
  app: FastifyInstance;
  /** `GET /healthz` -> 'public', ...; the access snapshot test prints it with the GraphQL fields. */
  routeAccess: Record<string, Access>;
  graphqlAccess: Record<string, Access>;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A hop count trusts that many proxies nearest the server (Fastify's own rule for a number). */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** ws:// and wss:// of APP_URL's host: where the browser opens the GraphQL WebSocket. */
function webSocketOrigins(appUrl: string): string[] {
  const { host } = new URL(appUrl);
  return [`ws://${host}`, `wss://${host}`];
}

/** The Fastify application without listen(): main.ts listens, tests use inject() or a port. */
export async function buildApp(appDeps: AppDeps): Promise<BuiltApp> {
  // Routes and resolvers get the services without the raw database (docs/architecture.md).
  const deps = requestDeps(appDeps);
  const app = Fastify({
    loggerInstance: deps.log as unknown as FastifyBaseLogger,
    genReqId: () => newUuid(),
    logController: new OneLinePerRequest(),
    bodyLimit: 1_048_576,
    // TRUST_PROXY (off by default): whose X-Forwarded-For sets req.ip, which rate limits key on.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
  });
  const routeAccess = trackRouteAccess(app);
  registerErrorHandler(app);
  registerRequestTextCheck(app);

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No 'unsafe-inline': the styles MUI injects at run time carry the page's nonce, added
        // to this directive on the pages that need it (http/web-app.ts, the dev mailbox).
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The app's own origin only: live updates are a WebSocket to APP_URL (issue 18 item 10).
        connectSrc: ["'self'", ...webSocketOrigins(deps.config.appUrl)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: deps.config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 1_048_576 } });
  // Before any route: it hooks each route as it is added.
  await registerCompression(app);

  // Patient data and sign-in answers are never kept by a browser or proxy cache (issue 18 item 9).
  // A route that already forbids storing keeps its own wording (files: 'private, no-store').
  app.addHook('onSend', async (req, reply, payload) => {
    const own = reply.getHeader('cache-control');
    if (!servesWebAppFile(req) && !String(own ?? '').includes('no-store')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  // No route: the same answer for every method, without asking for access (nothing is there).
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Not found.' }));

  // Deny by default: every route declares its access; CSRF on every state change.
  app.addHook('preHandler', async (req) => {
    if (req.is404) return;
    const access = req.routeOptions.config.access;
    if (!access) throw new Error('route without access declaration');
    if (STATE_CHANGING.has(req.method) && access !== 'webhook') {
      assertCsrf(req, deps.config.appKey);
    }
    if (access === 'public' || access === 'webhook') return;
    const auth = await requestAuth(deps, req);
    if (!auth.actor && auth.resolved) throw await secondFactorError(deps, auth.resolved.session.id);
    assertAccess(access, auth);
  });

  app.get('/healthz', { config: { access: 'public' } }, async (_req, reply) => {
    try {
      await deps.ping();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  const schemas = buildSchemas();
  registerAuthRoutes(app, deps);
  registerClinicRoutes(app, deps);
  registerReferralRoutes(app, deps);
  registerExportRoutes(app, deps);
  await registerDocumentRoutes(app, deps);
  await registerPublicUploadRoutes(app, deps);
  registerSmsRoutes(app, deps);
  registerFaxRoutes(app, deps);
  registerInboundWebhookRoutes(app, deps);
  await registerInboundUploadRoutes(app, deps);
  registerInboundFaxRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerPublicReviewRoutes(app, deps);
  registerGraphQLRoutes(app, deps, schemas);
  registerDevMailbox(app, deps);
  await registerTestReset(app, deps);
  await registerWebApp(app, deps.config.webDist);

  await app.ready();
  return { app, routeAccess, graphqlAccess: schemas.access };
}
