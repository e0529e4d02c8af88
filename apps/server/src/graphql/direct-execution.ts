import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, GraphQLError, type DocumentNode, type ExecutionResult } from 'graphql';
import { processRegularResult, type YogaServerInstance } from 'graphql-yoga';

/** A GraphQL request's parameters (GraphQL over HTTP) as Yoga accepts them in a JSON body. */
interface Params {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

type JsonMediaType = 'application/json' | 'application/graphql-response+json';

const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body's parameters when they are plainly well formed, else null (Yoga explains why). */
function plainParams(body: unknown): Params | null {
  if (!isObject(body) || typeof body.query !== 'string') return null;
  if (Object.keys(body).some((key) => !PARAM_NAMES.has(key))) return null;
  const { variables, operationName, extensions } = body;
  if (variables != null && !isObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isObject(extensions)) return null;
  return body as unknown as Params;
}

/**
 * The JSON media type a request's Accept header asks for, as Yoga chooses it (the first listed
 * wins, * / * reads as application/json); null when it could ask for anything else (an event
 * stream, weights, a type listed first that Yoga would refuse), which Yoga then negotiates.
 */
export function acceptedJsonType(accept: string | undefined): JsonMediaType | null {
  if (!accept) return 'application/json';
  for (const part of accept.split(',')) {
    const [type = '', ...parameters] = part.split(';').map((p) => p.trim().toLowerCase());
    if (parameters.some((p) => p.startsWith('q='))) return null;
    if (type === 'application/graphql-response+json') return type;
    if (type === 'application/json' || type === '*/*') return 'application/json';
    return null;
  }
  return null;
}

/**
 * What Yoga's HTTP handler adds to a syntax error (usePreventMutationViaGET's parse hook, which
 * runs only with a Fetch request). Yoga caches a document's parse error and throws that same
 * object again, so it is marked here, where it is first met, as Yoga would have marked it.
 */
function markParseFailure(e: unknown): void {
  if (!(e instanceof GraphQLError)) return;
  const extensions = e.extensions as Record<string, unknown>;
  extensions['code'] ??= 'GRAPHQL_PARSE_FAILED';
  extensions['http'] ??= { spec: true, status: 400 };
}

/**
 * POST /graphql without Yoga's Fetch-API adapter (issue 19 item 3): a well-formed JSON request
 * whose document parses and validates, for a query or mutation, runs through the same Yoga
 * instance's envelop (its parse and validation cache, limits, context, error handling and
 * masking), and a result without errors goes out as the JSON text Yoga would have written. What
 * this does not handle it leaves alone before anything ran, and Yoga answers it whole (parse and
 * validation errors with their HTTP statuses, other media types, batches, subscriptions).
 *
 * Returns the JSON body to send (status 200, content type set), a Response for a result with
 * errors (Yoga's own status and body for them), or null: handle it with Yoga.
 */
export async function executeDirectly<TServerContext extends object>(
  yoga: YogaServerInstance<TServerContext, object>,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<string | Response | null> {
  const params = plainParams(req.body);
  const mediaType = acceptedJsonType(req.headers.accept);
  if (!params || !mediaType) return null;
  // The context Yoga's own handler builds: the server context and the parameters.
  const enveloped = yoga.getEnveloped({ req, reply, params } as never);
  let document: DocumentNode;
  try {
    document = enveloped.parse(params.query);
  } catch (e) {
    markParseFailure(e);
    return null;
  }
  if (enveloped.validate(enveloped.schema, document).length > 0) return null;
  const operation = getOperationAST(document, params.operationName);
  if (!operation || operation.operation === 'subscription') return null;
  let contextValue: unknown;
  try {
    contextValue = await enveloped.contextFactory();
  } catch {
    return null; // nothing ran yet: Yoga builds it again and reports the failure its way
  }
  const result = (await enveloped.execute({
    schema: enveloped.schema,
    document,
    contextValue,
    variableValues: params.variables,
    operationName: params.operationName,
  })) as ExecutionResult;
  if (result.errors?.length || result.extensions) {
    return processRegularResult(result, yoga.fetchAPI, mediaType) as Response;
  }
  reply.type(`${mediaType}; charset=utf-8`);
  return JSON.stringify(result);
}
