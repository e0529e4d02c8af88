import { DEMO_NETWORK_UUID, DEMO_QUESTION_UUID } from '../../src/seed/demo-providers.js';
import type { GraphqlProbes, RouteProbes } from './types.js';

/**
 * Clinics, providers, catalog and referral groups. Admin-only probes must succeed for an admin
 * (access.int.test.ts), so they name demo data: document ids 1 and 2 are the first documents the
 * demo providers create, clinic 5 is Valley Orthopedics.
 */
export const graphql: GraphqlProbes = {
  'staff Query.clinics': '{ clinics { id } }',
  'staff Query.clinics_count': '{ clinics_count }',
  'staff Query.non_affiliated_clinics': '{ non_affiliated_clinics { id } }',
  'staff Query.clinic_search': '{ clinic_search(side: referring) { id } }',
  'staff Query.clinic': '{ clinic(id: 1) { id } }',
  'staff Query.clinic_by_user_uuid': '{ clinic_by_user_uuid(user_uuid: "x") { id } }',
  'staff Query.clinic_by_code': '{ clinic_by_code(code: "NORTHSIDE") { id } }',
  'staff Query.organizations': '{ organizations { id } }',
  'staff Query.referral_networks': '{ referral_networks { uuid } }',
  'staff Query.referral_network': `{ referral_network(referral_network_uuid: "${DEMO_NETWORK_UUID}") { uuid } }`,
  'staff Query.specializations': '{ specializations { id } }',
  'staff Query.documents': '{ documents { id } }',
  'staff Query.document': '{ document(document_id: 1) { id } }',
  'staff Query.providers_by_clinic_id': '{ providers_by_clinic_id(clinic_id: 1) { uuid } }',
  'staff Query.providers': '{ providers { uuid } }',
  'staff Mutation.save_clinic':
    'mutation { save_clinic(clinic: { id: 1, name: "x", is_order: false }) { id } }',
  'staff Mutation.save_clinic_minimal':
    'mutation { save_clinic_minimal(clinic: { name: "x" }) { id } }',
  'staff Mutation.save_non_affiliated_clinic':
    'mutation { save_non_affiliated_clinic(clinic: { name: "x", is_order: false }) { id } }',
  'staff Mutation.delete_clinic': 'mutation { delete_clinic(id: 5) }',
  'staff Mutation.save_clinic_provider':
    'mutation { save_clinic_provider(clinic_id: 1, provider: { firstname: "x" }) { uuid } }',
  'staff Mutation.save_provider':
    'mutation { save_provider(provider: { uuid: "x", firstname: "x" }) { uuid } }',
  'staff Mutation.delete_provider': 'mutation { delete_provider(uuid: "x") }',
  'staff Mutation.save_organization': 'mutation { save_organization(name: "Probe Org") { id } }',
  'staff Mutation.save_referral_network':
    'mutation { save_referral_network(name: "Probe Group") { uuid } }',
  'staff Mutation.delete_referral_network': `mutation { delete_referral_network(uuid: "${DEMO_NETWORK_UUID}") }`,
  'staff Mutation.save_document': 'mutation { save_document(name: "Probe Document") { id } }',
  'staff Mutation.delete_document': 'mutation { delete_document(id: 1) }',
  'staff Mutation.save_document_question':
    'mutation { save_document_question(document_id: 2, question: "Probe?") { uuid } }',
  'staff Mutation.delete_document_question': `mutation { delete_document_question(uuid: "${DEMO_QUESTION_UUID}") }`,
};

export const routes: RouteProbes = {
  'POST /api/clinics/enroll': { method: 'POST', url: '/api/clinics/enroll' },
  'PUT /api/clinics/:id': { method: 'PUT', url: '/api/clinics/1' },
  'DELETE /api/clinics/:id': { method: 'DELETE', url: '/api/clinics/1' },
  'POST /api/clinics/:id/users': { method: 'POST', url: '/api/clinics/1/users' },
  'DELETE /api/clinics/:id/users/:userId': { method: 'DELETE', url: '/api/clinics/1/users/1' },
};
