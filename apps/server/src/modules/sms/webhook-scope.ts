import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Provider callbacks are small; anything bigger is not one of theirs. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * Registers provider callback routes in their own scope, where form-encoded bodies (Twilio,
 * InterFAX HTTP POST feedback) are parsed. Kept out of the rest of the API, which takes JSON only.
 */
export function registerWebhookScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    routes(scope);
  });
}

/** The string fields of a parsed form or JSON callback body. */
export function callbackParams(req: FastifyRequest): Record<string, string> {
  const body = req.body;
  if (body === null || typeof body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'number') out[k] = String(v);
  }
  return out;
}
