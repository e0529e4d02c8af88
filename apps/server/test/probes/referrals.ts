import type { GraphqlProbes, RouteProbes } from './types.js';

/** Sending referrals (docs/referrals-api.md): the wizard, provider lists and quick dialogs. */
const UUID = '00000000-0000-4000-8000-000000000000';

export const graphql: GraphqlProbes = {
  'staff Query.providers_favorite': '{ providers_favorite { id } }',
  'staff Query.providers_most_recent': '{ providers_most_recent { id } }',
  'staff Query.receiving_form': '{ receiving_form(provider_id: 1) { form_type } }',
  'staff Query.referral': `{ referral(uuid: "${UUID}") { uuid } }`,
  'staff Query.referral_answers': `{ referral_answers(referral_uuid: "${UUID}") { answer } }`,
  // patient_by_ssn is nullable: a refusal alone would leave `data` non-null. The non-null field
  // beside it is refused the same way and makes the whole answer null, as the probe test expects.
  'staff Query.patient_by_ssn':
    '{ patient_by_ssn(ssn: "123-45-6789") { uuid } providers_favorite { id } }',
  'staff Mutation.save_favorite_provider':
    'mutation { save_favorite_provider(provider_id: 1, favorite: true) }',
  'staff Mutation.save_referral':
    'mutation { save_referral(params: "{}") { message referral { uuid } } }',
  'staff Mutation.save_referral_answers': `mutation { save_referral_answers(referral_uuid: "${UUID}", answers: []) { answer } }`,
  'staff Mutation.delete_referral': `mutation { delete_referral(uuid: "${UUID}") }`,
  'staff Mutation.endorse_referral': `mutation { endorse_referral(referral_uuid: "${UUID}") }`,
  'staff Mutation.open_referral': `mutation { open_referral(uuid: "${UUID}") { status } }`,
  'staff Mutation.promote_referral': `mutation { promote_referral(uuid: "${UUID}", status: "accepted") { message } }`,
  'staff Mutation.decline_referral': `mutation { decline_referral(uuid: "${UUID}", reason: "No") { message } }`,
  'staff Mutation.set_referral_appointment': `mutation { set_referral_appointment(uuid: "${UUID}", appointment_date: "2030-01-02 09:00:00") { message } }`,
};

export const routes: RouteProbes = {
  'POST /api/referrals/': { method: 'POST', url: '/api/referrals/' },
  'PUT /api/referrals/:uuid': { method: 'PUT', url: `/api/referrals/${UUID}` },
  'POST /api/referrals/:uuid/send': { method: 'POST', url: `/api/referrals/${UUID}/send` },
  'POST /api/referrals/:uuid/notes': { method: 'POST', url: `/api/referrals/${UUID}/notes` },
  'POST /api/referrals/:uuid/patient': { method: 'POST', url: `/api/referrals/${UUID}/patient` },
  'PUT /api/referrals/:uuid/information': {
    method: 'PUT',
    url: `/api/referrals/${UUID}/information`,
  },
  'PUT /api/referrals/:uuid/source': { method: 'PUT', url: `/api/referrals/${UUID}/source` },
  'PUT /api/referrals/:uuid/promote/:status': {
    method: 'PUT',
    url: `/api/referrals/${UUID}/promote/accepted`,
  },
  'PUT /api/referrals/:uuid/decline': { method: 'PUT', url: `/api/referrals/${UUID}/decline` },
  'POST /api/referrals/:uuid/appointments': {
    method: 'POST',
    url: `/api/referrals/${UUID}/appointments`,
  },
};
