import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, isAppError, type AppError } from '../lib/app-error.js';
import { MSG } from '@app/shared';

/** One error shape for every REST route; internals stay in the log with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (isAppError(error)) {
      if (error.status >= 500) req.log.error({ err: error }, 'request failed');
      return reply.code(error.status).send(errorBody(error));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Framework errors: malformed JSON, body too large, unsupported media type...
      const message = status === 400 ? 'The request could not be understood.' : error.message;
      return reply.code(status).send({ message, code: error.code });
    }
    req.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ message: MSG.somethingWentWrong, code: 'INTERNAL', request_id: req.id });
  });
}
