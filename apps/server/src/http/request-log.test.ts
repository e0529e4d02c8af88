import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { captureDevelopmentLog } from '../../test/log-capture.js';
import { OneLinePerRequest } from './request-log.js';

describe('request log', () => {
  it("shows a request on a developer's terminal as one line: method, path, status and time", () => {
    const { logger, lines } = captureDevelopmentLog();
    const request = {
      method: 'POST',
      url: '/api/u?x=1',
      log: logger.child({ reqId: 'req-1' }),
    } as unknown as FastifyRequest;
    const reply = { statusCode: 200, elapsedTime: 3.14 } as unknown as FastifyReply;
    const controller = new OneLinePerRequest();
    controller.incomingRequest();
    controller.requestCompleted(null, request, reply);
    expect(lines()).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}POST \/api\/u 200 3\.1 ms$/),
    ]);
  });
});
