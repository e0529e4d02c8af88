import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, isAppError, type AppError } from '../lib/app-error.js';
import { MSG } from '@app/shared';
import { isDataException } from '../lib/database-input.js';

const BAD_REQUEST = 'The request could not be understood.';

/** One error shape for every REST route; internals stay in the log with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (isAppError(error)) {
      if (error.status >= 500) req.log.error({ err: error }, 'request failed');
      return reply.code(error.status).send(errorBody(error));
    }
    if (isDataException(error)) {
      // The input, not the server: a value the database refused (by its code in the log, never
      // the value). Validation should have caught it; the log line says where it did not.
      req.log.warn({ err: error }, 'request refused by the database');
      return reply.code(400).send({ message: BAD_REQUEST, code: 'BAD_REQUEST' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Framework errors: malformed JSON, body too large, unsupported media type...
      const message = status === 400 ? BAD_REQUEST : error.message;
      return reply.code(status).send({ message, code: error.code });
    }
    req.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ message: MSG.somethingWentWrong, code: 'INTERNAL', request_id: req.id });
  });
}
