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
  it('answers a value the database refused (SQLSTATE class 22) as a 400, logged by its code', async () => {
    const { status, body, log } = await failingWith(driverError('22021'));
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({
      message: 'The request could not be understood.',
      code: 'BAD_REQUEST',
    });
    expect(log).toContain('"sqlstate":"22021"');
    expect(log + body).not.toMatch(/Ysolde|Quarrington|1815/);
  });

  it('answers any other database failure as a 500 with a request id, never its message', async () => {
    const { status, body, log } = await failingWith(driverError('23505'));
    expect(status).toBe(500);
    expect(JSON.parse(body)).toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong',
      request_id: expect.any(String),
    });
    expect(log).toContain('"sqlstate":"23505"');
    expect(log + body).not.toMatch(/Ysolde|Quarrington|1815/);
  });
});
