import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { registerErrorHandler } from './errors.js';

/** A driver error as pg and PGlite raise it: the message and detail carry the bound values. */
function driverError(code: string) {
  return Object.assign(new Error('invalid byte sequence: "Ysolde Quarrington"'), {
    code,
    detail: 'Failing row contains (Ysolde Quarrington, 1815-12-10).',
    where: "unnamed portal parameter $1 = 'Ysolde Quarrington'",
    table: 'patients',
  });
}

/** An app whose one route fails with `error`; the log is the app's real logger, captured. */
async function failingWith(error: Error) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const app = Fastify({
    loggerInstance: createLogger('debug', sink) as unknown as FastifyBaseLogger,
  });
  registerErrorHandler(app);
  app.get('/fail', () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/fail' });
  await app.close();
  return { status: res.statusCode, body: res.body, log: lines.join('') };
}

describe('the REST error handler and database errors', () => {
  it.each([
    [
      'a value the database refused (SQLSTATE class 22) is a 400',
      '22021',
      400,
      { message: 'The request could not be understood.', code: 'BAD_REQUEST' },
    ],
    [
      'any other database failure is a 500 with a request id',
      '23505',
      500,
      { message: 'Something went wrong', code: 'INTERNAL', request_id: expect.any(String) },
    ],
  ])('%s, logged by its code, never its message', async (_, sqlstate, expected, answer) => {
    const { status, body, log } = await failingWith(driverError(sqlstate));
    expect([status, JSON.parse(body)]).toEqual([expected, answer]);
    expect(log).toContain(`"sqlstate":"${sqlstate}"`);
    expect(log + body).not.toMatch(/Ysolde|Quarrington|1815/);
  });
});
