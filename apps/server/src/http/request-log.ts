import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { safeUrl } from '../lib/logger.js';

/**
 * One line per request, at info, written once it is answered: method, path (no query string, no
 * reset token), status and time, on the request's logger (which carries its id). Fastify's own
 * two lines (arrival and completion, each with the whole request or reply serialised) cost a
 * tenth of a small request's time under load. Failures keep Fastify's own lines.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    request.log.info(
      {
        method: request.method,
        url: safeUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  }
}
