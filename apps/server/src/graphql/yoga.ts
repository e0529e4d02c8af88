import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type GraphQLSchema,
  type execute,
  type subscribe,
} from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { executeDirectly } from './direct-execution.js';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { CLIENT_ID_HEADER, CLIENT_ID_PARAM, clientIdOf, MSG } from '@app/shared';
import type { RequestDeps } from '../request-deps.js';
import { systemDb } from '../deps.js';
import { requestAuth } from '../http/session.js';
import { isAppError } from '../lib/app-error.js';
import type { Logger } from '../lib/logger.js';
import { sessionIsActive } from '../modules/auth/sessions.js';
import type { GraphQLContext } from './context.js';
import { errorHandling } from './error-handling.js';
import { depthLimit, oneCredentialedField, sizeLimit } from './limits.js';
import type { PublicContext } from './public-builder.js';
import type { Schemas } from './schema.js';

type ServerContext = {
  req:
    | FastifyRequest
    | { headers: Record<string, string | string[] | undefined>; id?: string; ip?: string };
  reply?: FastifyReply;
};

/**
 * Maps our AppError to a GraphQL error with the code and field errors; masks the rest. Errors of an
 * operation have been logged and masked with their request id by `errorHandling` already; what
 * reaches the mask unmasked failed outside an operation, and is logged here.
 */
function maskError(log: Logger) {
  return (error: unknown): Error => {
    // Yoga hands over GraphQL errors wrapping what a resolver threw.
    const original = (error as { originalError?: unknown }).originalError ?? error;
    if (isAppError(original)) {
      return new GraphQLError(original.message, {
        extensions: {
          code: original.code,
          ...(original.fieldErrors ? { validation: original.fieldErrors } : {}),
        },
      });
    }
    // Parse and validation errors carry no original error and are safe to show.
    if (
      error instanceof Error &&
      'extensions' in error &&
      !('originalError' in error && error.originalError)
    ) {
      return error;
    }
    log.error({ err: original }, 'graphql request failed');
    return new GraphQLError(MSG.somethingWentWrong, { extensions: { code: 'INTERNAL' } });
  };
}

/** A request whose context could not be built (the session look-up failed): logged with its id. */
function contextFailed(log: Logger, requestId: string, e: unknown): unknown {
  if (isAppError(e)) return e;
  log.error({ err: e, request_id: requestId }, 'graphql request failed');
  return new GraphQLError(MSG.somethingWentWrong, {
    extensions: { code: 'INTERNAL', request_id: requestId },
  });
}

function hardening(production: boolean): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(depthLimit(12));
      addValidationRule(sizeLimit(20, 500));
      if (production) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** The public schema's extra rule: one access-code attempt per document (batching stays off). */
const oneAccessAttempt: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(oneCredentialedField());
  },
};

export function createStaffYoga(deps: RequestDeps, schema: GraphQLSchema) {
  const production = deps.config.env === 'production';
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Same-origin only: the web app is served by this server. Yoga's default would answer any
    // Origin with credentials allowed.
    cors: false,
    graphiql: !production,
    logging: false,
    // Yoga's default, said aloud: a document is parsed and validated once, then reused by its
    // text (the web app sends the same few queries on every page). Profiled: no parse or
    // validation left on the hot path (issue 19 item 3).
    parserAndValidationCache: true,
    plugins: [hardening(production), errorHandling(production)],
    maskedErrors: { maskError: maskError(deps.log) },
    context: async (initial) => {
      const req = initial.req;
      const requestId = (req as { id?: string }).id ?? 'ws';
      const auth = await requestAuth(deps, req as { headers: { cookie?: string } }).catch(
        (e: unknown) => {
          throw contextFailed(deps.log, requestId, e);
        },
      );
      return {
        actor: auth.actor,
        data: auth.actor ? deps.scoped(auth.actor) : null,
        pendingSecondFactor: auth.pendingSecondFactor,
        requestId,
        clientId: clientIdOf(
          (req as { headers?: Record<string, unknown> }).headers?.[CLIENT_ID_HEADER] ??
            (initial as { connectionParams?: Record<string, unknown> }).connectionParams?.[
              CLIENT_ID_PARAM
            ],
        ),
        ip: (req as { ip?: string }).ip ?? '',
        deps: {
          events: deps.events,
          clock: deps.clock,
          log: deps.log,
          mailer: deps.mailer,
          limiter: deps.limiter,
          address: deps.address,
          config: deps.config,
          queue: deps.queue,
          storage: deps.storage,
          fax: deps.fax,
          sms: deps.sms,
          crypto: deps.crypto,
          isSessionActive: (id) =>
            sessionIsActive(systemDb(deps, { reason: 'live session check' }), id, deps.clock.now()),
        },
      };
    },
  });
}

export function createPublicYoga(deps: RequestDeps, schema: GraphQLSchema) {
  const production = deps.config.env === 'production';
  return createYoga<ServerContext, PublicContext>({
    schema,
    graphqlEndpoint: '/graphql/public',
    landingPage: false,
    cors: false,
    graphiql: false,
    logging: false,
    // Yoga's `batching` is off (the default): an array body is refused, one attempt per request.
    plugins: [hardening(production), oneAccessAttempt, errorHandling(production)],
    maskedErrors: { maskError: maskError(deps.log) },
    context: ({ req, reply }) => ({
      data: deps.publicData(),
      requestId: (req as { id?: string }).id ?? '',
      ip: (req as { ip?: string }).ip ?? '',
      actor: null,
      pendingSecondFactor: false,
      deps: {
        events: deps.events,
        clock: deps.clock,
        log: deps.log,
        mailer: deps.mailer,
        limiter: deps.limiter,
        config: deps.config,
        queue: deps.queue,
        storage: deps.storage,
        crypto: deps.crypto,
        system: deps.system,
      },
      reply,
      cookies: (req as { cookies?: Record<string, string | undefined> }).cookies ?? {},
    }),
  });
}

async function forward(
  yoga: YogaServerInstance<ServerContext, object>,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const direct = await executeDirectly(yoga, req, reply);
  if (typeof direct === 'string') return reply.send(direct);
  const response = direct ?? (await yoga.handleNodeRequestAndResponse(req, reply, { req, reply }));
  response.headers.forEach((value, key) => {
    reply.header(key, value);
  });
  reply.status(response.status);
  // One result goes out whole, so the compressor sees its size and leaves small answers as they
  // are; a stream of results (SSE, multipart) goes out as it comes, event by event.
  const type = response.headers.get('content-type') ?? '';
  const streamed = type.startsWith('text/event-stream') || type.startsWith('multipart/');
  reply.send(streamed ? response.body : await response.text());
  return reply;
}

/**
 * Staff GraphQL: POST /graphql over HTTP; GET /graphql is the graphql-ws WebSocket (its HTTP GET
 * twin answers 405). Public GraphQL: POST /graphql/public, and its graphql-ws on GET /graphql/public.
 */
export function registerGraphQLRoutes(app: FastifyInstance, deps: RequestDeps, schemas: Schemas) {
  const staff = createStaffYoga(deps, schemas.staff);
  const pub = createPublicYoga(deps, schemas.public);

  app.post('/graphql', { config: { access: 'public' } }, (req, reply) =>
    forward(staff as never, req, reply),
  );
  app.post('/graphql/public', { config: { access: 'public' } }, (req, reply) =>
    forward(pub as never, req, reply),
  );

  const wsHandler = graphqlWsHandler(staff as never, schemas.staff, async (request) => {
    const auth = await requestAuth(deps, request);
    return !!auth.actor;
  });
  // The public review page's live messages: no session; every subscription checks its access code.
  const publicWsHandler = graphqlWsHandler(pub as never, schemas.public, async () => true);

  app.route({
    method: 'GET',
    url: '/graphql',
    config: { access: 'member' },
    handler: async (_req, reply) =>
      reply.code(405).send({ message: 'Use POST for GraphQL over HTTP.' }),
    wsHandler,
  });
  app.route({
    method: 'GET',
    url: '/graphql/public',
    config: { access: 'public' },
    handler: async (_req, reply) =>
      reply.code(405).send({ message: 'Use POST for GraphQL over HTTP.' }),
    wsHandler: publicWsHandler,
  });

  /** graphql-ws over a Yoga instance, so its validation rules (hardening) and context apply. */
  function graphqlWsHandler(
    yoga: YogaServerInstance<ServerContext, object>,
    schema: GraphQLSchema,
    authorize: (request: FastifyRequest) => Promise<boolean>,
  ) {
    return makeHandler<Record<string, unknown>, { request: FastifyRequest }>(
      {
        schema,
        onConnect: async (ctx) => {
          // Cross-site WebSocket hijacking: only our own pages may open the socket.
          const origin = ctx.extra.request.headers.origin;
          if (
            origin &&
            !isAllowedOrigin(origin, deps.config.appUrl, ctx.extra.request.headers.host)
          ) {
            return false;
          }
          return authorize(ctx.extra.request);
        },
        onSubscribe: async (ctx, _id, payload) => {
          const enveloped = yoga.getEnveloped({
            ...ctx,
            req: ctx.extra.request,
            socket: ctx.extra.socket,
            params: payload,
          });
          const args = {
            schema: enveloped.schema,
            operationName: payload.operationName,
            document: enveloped.parse(payload.query),
            variableValues: payload.variables,
            contextValue: await enveloped.contextFactory(),
            rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
          };
          const errors = enveloped.validate(args.schema, args.document);
          if (errors.length) return errors;
          return args;
        },
        execute: (args) => (args.rootValue as { execute: typeof execute }).execute(args),
        subscribe: (args) => (args.rootValue as { subscribe: typeof subscribe }).subscribe(args),
      },
      15_000,
    );
  }
}

function isAllowedOrigin(origin: string, appUrl: string, host: string | undefined): boolean {
  try {
    const o = new URL(origin);
    return o.origin === new URL(appUrl).origin || (!!host && o.host === host);
  } catch {
    return false;
  }
}
