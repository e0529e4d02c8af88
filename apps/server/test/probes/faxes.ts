import type { GraphqlProbes, RouteProbes } from './types.js';

/** Outbound fax list and received faxes (issue 8, docs/referrals-api.md "Faxes"). */
const UUID = '00000000-0000-4000-8000-000000000000';

export const graphql: GraphqlProbes = {
  'staff Query.faxes': '{ faxes { id status } }',
  'staff Query.faxes_count': '{ faxes_count }',
  'staff Mutation.resend_fax': `mutation { resend_fax(fax_id: "${UUID}") { message } }`,
  'staff Query.inbound_faxes': '{ inbound_faxes { id status } }',
  'staff Query.inbound_faxes_count': '{ inbound_faxes_count }',
  'staff Query.inbound_fax': `{ inbound_fax(id: "${UUID}") { id } }`,
  'staff Mutation.save_fax_clinic_association': `mutation { save_fax_clinic_association(fax_id: "${UUID}", clinic_id: 1) { id } }`,
  'staff Mutation.delete_received_fax': `mutation { delete_received_fax(fax_id: "${UUID}") { message } }`,
  'staff Mutation.save_fax_referral': `mutation { save_fax_referral(fax_id: "${UUID}", firstname: "A", lastname: "B", birthdate: "1970-01-01", ssn: "123-45-6789", diagnosis: "I10", referring_clinic: 1, page_start: 1, page_end: 1) { message } }`,
  'staff Subscription.inbound_faxes_changed':
    'subscription { inbound_faxes_changed { id status } }',
};

export const routes: RouteProbes = {
  'GET /api/inbound-faxes/:id/pdf': { method: 'GET', url: `/api/inbound-faxes/${UUID}/pdf` },
  'POST /api/inbound-faxes': { method: 'POST', url: '/api/inbound-faxes' },
  'POST /api/webhooks/inbound-fax': { method: 'POST', url: '/api/webhooks/inbound-fax' },
};
