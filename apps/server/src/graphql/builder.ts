import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context.js';

/** Staff schema (/graphql). Every root field must declare `extensions: { access }`. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
