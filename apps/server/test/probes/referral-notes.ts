import type { GraphqlProbes, RouteProbes } from './types.js';

/** The Referral Log and live referral changes (docs/referrals-api.md, issue 5 notes). */
const UUID = '00000000-0000-4000-8000-000000000000';

export const graphql: GraphqlProbes = {
  'staff Query.referral_notes': `{ referral_notes(referral_uuid: "${UUID}") { uuid } }`,
  'staff Subscription.referral_notes': `subscription { referral_notes(referral_uuid: "${UUID}") { uuid } }`,
  'staff Subscription.referrals_changed': 'subscription { referrals_changed { uuid status } }',
  'staff Subscription.referral_changed': `subscription { referral_changed(uuid: "${UUID}") { uuid status } }`,
};

export const routes: RouteProbes = {};
