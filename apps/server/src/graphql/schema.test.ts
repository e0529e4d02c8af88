import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAccess } from './access.js';
import { buildSchemas, printSchemas } from './schema.js';

describe('GraphQL schema', () => {
  it('is the committed schema.graphql (run npm run schema:print after a change)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(printSchemas(buildSchemas()) + '\n').toBe(committed);
  });

  it('declares access on every root field', () => {
    const { access } = buildSchemas();
    expect(Object.keys(access).length).toBeGreaterThan(10);
    expect(Object.values(access).every(isAccess)).toBe(true);
  });
});
