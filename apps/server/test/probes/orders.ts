import type { GraphqlProbes, RouteProbes } from './types.js';

/** Orders and provider signatures (issue 7, /work contract "Orders and the provider portal"). */
const UUID = '00000000-0000-4000-8000-000000000000';

export const graphql: GraphqlProbes = {
  // user_provider is nullable: the non-null pending_orders beside it is refused the same way and
  // makes the whole answer null, as the probe test expects.
  'staff Query.user_provider': '{ user_provider { id } pending_orders { uuid } }',
  'staff Query.pending_orders': '{ pending_orders { uuid } }',
  'staff Mutation.update_order_status': `mutation { update_order_status(uuid: "${UUID}", status: "order_approved") }`,
  'staff Mutation.save_user_provider_signature':
    'mutation { save_user_provider_signature(signature: "data:image/png;base64,AA==") { id } }',
  'staff Mutation.update_auto_approved':
    'mutation { update_auto_approved(auto_approved: false) { id } }',
};

export const routes: RouteProbes = {
  'GET /api/provider-signatures/:id': { method: 'GET', url: '/api/provider-signatures/1' },
};
