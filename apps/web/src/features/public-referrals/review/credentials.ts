import type { ReviewAccess } from './api';
import type { PublicCredentialVars } from './graphql';

/** The three values every credentialed GraphQL field takes. */
export function credentialVars(access: ReviewAccess): PublicCredentialVars {
  return {
    referral_uuid: access.referralUuid,
    email: access.email,
    access_code: access.access_code,
  };
}
