import { gql, type TypedDocumentNode } from '@apollo/client';

/** `ReferralRef` of docs/referrals-api.md. */
export interface ReferralRefDto {
  id: string;
  uuid: string;
  status: string;
  is_order: boolean;
  is_fax: boolean;
}

/** The quick dialogs' save: `params` is the JSON text of the dialog (quickReferralSchema). */
export const SAVE_REFERRAL: TypedDocumentNode<
  { save_referral: { message: string; referral: ReferralRefDto } },
  { params: string }
> = gql`
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
`;
