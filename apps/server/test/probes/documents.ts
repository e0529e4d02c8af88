import type { GraphqlProbes, RouteProbes } from './types.js';

const REFERRAL = '00000000-0000-0000-0000-000000000000';
const DOCUMENT = '00000000-0000-0000-0000-000000000001';

/** Referral documents: uploads, list, download, delete, print and TIF export. */
export const graphql: GraphqlProbes = {
  'staff Query.referral_documents': `{ referral_documents(referral_uuid: "${REFERRAL}") { uuid } }`,
  'staff Mutation.delete_referral_document': `mutation { delete_referral_document(referral_uuid: "${REFERRAL}", referral_document_uuid: "${DOCUMENT}") }`,
};

export const routes: RouteProbes = {
  'POST /api/referrals/:uuid/documents': {
    method: 'POST',
    url: `/api/referrals/${REFERRAL}/documents`,
  },
  'POST /api/referrals/:uuid/multiple_type/documents': {
    method: 'POST',
    url: `/api/referrals/${REFERRAL}/multiple_type/documents`,
  },
  'GET /api/referrals/:uuid/documents': {
    method: 'GET',
    url: `/api/referrals/${REFERRAL}/documents`,
  },
  'GET /api/referrals/:uuid/documents/:doc_uuid': {
    method: 'GET',
    url: `/api/referrals/${REFERRAL}/documents/${DOCUMENT}`,
  },
  'GET /api/referrals/:uuid/print': { method: 'GET', url: `/api/referrals/${REFERRAL}/print` },
  'GET /api/referrals/:uuid/export.tif': {
    method: 'GET',
    url: `/api/referrals/${REFERRAL}/export.tif`,
  },
};
