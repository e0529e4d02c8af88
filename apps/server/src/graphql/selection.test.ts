import { graphqlSync, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from './selection.js';

/** A schema whose `page` field answers whether the document asked for `page.count`. */
const Page = new GraphQLObjectType({
  name: 'Page',
  fields: { count: { type: GraphQLString }, rows: { type: GraphQLString } },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      page: {
        type: Page,
        resolve: (_r, _a, ctx: { asked?: boolean }, info) => {
          ctx.asked = selectsField(info, 'count');
          return {};
        },
      },
    },
  }),
});

function asks(source: string): boolean | undefined {
  const ctx: { asked?: boolean } = {};
  const result = graphqlSync({ schema, source, contextValue: ctx });
  expect(result.errors).toBeUndefined();
  return ctx.asked;
}

describe('selectsField', () => {
  it('sees a field asked inline, in an inline fragment or in a named fragment', () => {
    expect(asks('{ page { rows count } }')).toBe(true);
    expect(asks('{ page { ... on Page { count } } }')).toBe(true);
    expect(
      asks('{ page { ...P } } fragment P on Page { rows ...Q } fragment Q on Page { count }'),
    ).toBe(true);
  });

  it('does not see a field the document leaves out', () => {
    expect(asks('{ page { rows } }')).toBe(false);
    expect(asks('{ page { ...P } } fragment P on Page { rows }')).toBe(false);
  });
});
