import { describe, expect, it } from 'vitest';
import { PERSONAS } from './personas.js';
import { appSuite } from './suite.js';

/**
 * Issue 19 item 3: a GraphQL document is parsed and validated once and then reused by its text.
 * Reuse must not change what a request answers: the same data for the same query, the same errors
 * for a broken or refused one, and the validation limits on every request, not only the first.
 */
describe('the parse and validation cache', () => {
  const { agents } = appSuite('pglite', {
    nurse: PERSONAS.northsideNurse,
    lakeside: PERSONAS.lakesidePsr,
  });

  it('answers a repeated query the same, and a second user their own data', async () => {
    const ME = '{ me { email } }';
    const first = await agents.nurse.graphql(ME);
    expect(first).toEqual({ data: { me: { email: PERSONAS.northsideNurse } } });
    expect(await agents.nurse.graphql(ME)).toEqual(first);
    // The document is shared; what it answers is each caller's own.
    expect(await agents.lakeside.graphql(ME)).toEqual({
      data: { me: { email: PERSONAS.lakesidePsr } },
    });
  });

  it('answers a repeated syntax error and an unknown field with the same errors each time', async () => {
    for (const query of ['{ me { email }', '{ me { no_such_field } }']) {
      const once = await agents.nurse.graphql(query);
      expect(once.errors?.length).toBeGreaterThan(0);
      expect(once.data).toBeUndefined();
      expect(await agents.nurse.graphql(query)).toEqual(once);
    }
  });

  it('refuses a too deep query on every request', async () => {
    // Depth is checked by its own rule (limits.ts), whatever else is wrong with the document.
    const nested = (n: number): string => (n === 0 ? 'name' : `clinic { ${nested(n - 1)} }`);
    const query = `{ me { ${nested(14)} } }`;
    for (let i = 0; i < 2; i++) {
      const res = await agents.nurse.graphql(query);
      expect(res.errors?.map((e) => e.message)).toContain('Query is too deep (maximum depth 12).');
    }
  });
});
