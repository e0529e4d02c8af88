import { graphql } from '../../../gql/staff';
import type { SaveReferralMutation } from '../../../gql/staff/graphql';

/** `ReferralRef` of docs/referrals-api.md. */
export type ReferralRefDto = SaveReferralMutation['save_referral']['referral'];

/** The quick dialogs' save: `params` is the JSON text of the dialog (quickReferralSchema). */
export const SAVE_REFERRAL = graphql(`
  mutation SaveReferral($params: String!) {
    save_referral(params: $params) {
      message
      referral {
        id
        uuid
        status
        is_order
        is_fax
      }
    }
  }
`);
