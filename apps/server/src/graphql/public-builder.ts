import SchemaBuilder from '@pothos/core';
import type { PublicData } from '../db/public-scoped.js';

export interface PublicContext {
  data: PublicData;
  requestId: string;
  ip: string;
  actor: null;
  pendingSecondFactor: false;
}

/** Public schema (/graphql/public): callers without an account. Every field is `public`. */
export const publicBuilder = new SchemaBuilder<{
  Context: PublicContext;
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

publicBuilder.queryType({});
