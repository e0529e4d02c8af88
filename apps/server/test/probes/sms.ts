import type { GraphqlProbes, RouteProbes } from './types.js';

/**
 * SMS to patients and outbound faxes. The provider callbacks are 'webhook' routes: without a
 * valid signature (Twilio) or shared secret (InterFAX) they refuse anonymous callers too.
 */
export const graphql: GraphqlProbes = {};

const NO_FAX = '00000000-0000-4000-8000-000000000000';

export const routes: RouteProbes = {
  'POST /api/sms/send': { method: 'POST', url: '/api/sms/send' },
  'POST /api/faxes/:uuid/resend': { method: 'POST', url: `/api/faxes/${NO_FAX}/resend` },
  'POST /api/referrals/:uuid/fax': { method: 'POST', url: `/api/referrals/${NO_FAX}/fax` },
  'POST /api/webhooks/twilio/sms': { method: 'POST', url: '/api/webhooks/twilio/sms' },
  'POST /api/webhooks/interfax': { method: 'POST', url: '/api/webhooks/interfax' },
};
