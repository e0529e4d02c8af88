import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { enforceAccess, type Access } from './access.js';
import { builder } from './builder.js';
import { publicBuilder } from './public-builder.js';
// Each module adds its types and root fields to the builders.
import '../modules/users/users.graphql.js';
import '../modules/notifications/notifications.graphql.js';
import '../modules/dashboard/dashboard.graphql.js';
import '../modules/clinics/public-clinics.graphql.js';
import '../modules/catalog/catalog.graphql.js';
import '../modules/providers/providers.graphql.js';
import '../modules/clinics/clinics.graphql.js';
import '../modules/networks/networks.graphql.js';
import '../modules/users/users-admin.graphql.js';
import '../modules/forms/forms.graphql.js';
import '../modules/forms/public-forms.graphql.js';
import '../modules/address/address.graphql.js';
import '../modules/referrals/referrals.graphql.js';
import '../modules/documents/documents.graphql.js';
import '../modules/referrals/referral-documents.graphql.js';
import '../modules/referrals/lists/lists.graphql.js';
import '../modules/referrals/notes.graphql.js';
import '../modules/referrals/live.graphql.js';
import '../modules/referrals/lifecycle/lifecycle.graphql.js';
import '../modules/public-referrals/public-review.graphql.js';
import '../modules/public-referrals/public-submit.graphql.js';
import '../modules/orders/orders.graphql.js';
import '../modules/faxes/faxes.graphql.js';
import '../modules/inbound-faxes/inbound-faxes.graphql.js';
import '../modules/reporting/reporting.graphql.js';

export interface Schemas {
  staff: GraphQLSchema;
  public: GraphQLSchema;
  /** `Query.me` -> 'member', ... for both schemas; the access snapshot test prints it. */
  access: Record<string, Access>;
}

let built: Schemas | undefined;

export function buildSchemas(): Schemas {
  if (built) return built;
  const staff = builder.toSchema();
  const pub = publicBuilder.toSchema();
  const access: Record<string, Access> = {};
  for (const [k, v] of Object.entries(enforceAccess(staff))) access[`staff ${k}`] = v;
  for (const [k, v] of Object.entries(enforceAccess(pub))) {
    if (v !== 'public') throw new Error(`public schema field ${k} must be public`);
    access[`public ${k}`] = v;
  }
  built = { staff, public: pub, access };
  return built;
}

export function printSchemas(s: Schemas): string {
  return [
    '# Staff schema: /graphql',
    printSchema(lexicographicSortSchema(s.staff)),
    '# Public schema: /graphql/public',
    printSchema(lexicographicSortSchema(s.public)),
  ].join('\n\n');
}
