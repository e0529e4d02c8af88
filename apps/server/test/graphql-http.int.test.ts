import { describe, expect, it } from 'vitest';
import { PERSONAS } from './personas.js';
import { appSuite } from './suite.js';

/**
 * Issue 19 item 3: POST /graphql runs a well-formed query or mutation without Yoga's Fetch-API
 * adapter (graphql/direct-execution.ts) and leaves everything else to Yoga. Either way a client
 * reads the same answer: the media type it asked for, GraphQL over HTTP's statuses and codes.
 */
describe('POST /graphql over HTTP', () => {
  const { agents } = appSuite('pglite', { nurse: PERSONAS.northsideNurse });
  const ME = { query: '{ me { email } }' };
  const GRAPHQL_RESPONSE = 'application/graphql-response+json';

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    agents.nurse.request<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>(
      'POST',
      '/graphql',
      body,
      headers,
    );
  const codes = (res: Awaited<ReturnType<typeof post>>) =>
    res.body.errors?.map((e) => e.extensions?.code);

  it('answers in the media type the client accepts first', async () => {
    for (const [accept, type] of [
      [undefined, 'application/json'],
      ['*/*', 'application/json'],
      [GRAPHQL_RESPONSE, GRAPHQL_RESPONSE],
      [`application/json, ${GRAPHQL_RESPONSE}`, 'application/json'],
      [`${GRAPHQL_RESPONSE}, application/json;q=0.9`, GRAPHQL_RESPONSE],
    ] as const) {
      const res = await post(ME, accept ? { accept } : {});
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-type'], accept).toBe(`${type}; charset=utf-8`);
      expect(res.body).toEqual({ data: { me: { email: PERSONAS.northsideNurse } } });
    }
    expect((await post(ME, { accept: 'text/html' })).status).toBe(406);
  });

  it('reports a syntax error the same way the first time and every time after', async () => {
    const broken = { query: '{ me { email ' };
    for (let i = 0; i < 2; i++) {
      const asJson = await post(broken);
      expect(asJson.status).toBe(200);
      expect(codes(asJson)).toEqual(['GRAPHQL_PARSE_FAILED']);
      const asGraphQL = await post(broken, { accept: GRAPHQL_RESPONSE });
      expect(asGraphQL.status).toBe(400);
      expect(codes(asGraphQL)).toEqual(['GRAPHQL_PARSE_FAILED']);
    }
  });

  it("answers a resolver's refusal with 200 and its code, and bad variables with 400", async () => {
    const missing = await post({ query: '{ referral(uuid: "no-such") { uuid } }' });
    expect(missing.status).toBe(200);
    expect(codes(missing)).toEqual(['NOT_FOUND']);
    expect(missing.body.data).toBeNull();

    const badVariable = await post({
      query: 'query($n: Int) { referral_active_sent(first: $n) { total_count } }',
      variables: { n: 'many' },
    });
    expect(badVariable.status).toBe(400);
    expect(codes(badVariable)).toEqual(['BAD_USER_INPUT']);
  });

  it('names the operation to run among several, and refuses to guess', async () => {
    const query = 'query A { me { email } } query B { me { role { name } } }';
    const named = await post({ query, operationName: 'A' });
    expect(named.body).toEqual({ data: { me: { email: PERSONAS.northsideNurse } } });
    const unnamed = await post({ query });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.data).toBeUndefined();
  });

  it('refuses unknown body parameters', async () => {
    const res = await post({ ...ME, unexpected: 1 });
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['BAD_REQUEST']);
  });

  it('grants no other origin a cross-origin read', async () => {
    const res = await post(ME, { origin: 'https://elsewhere.example' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
