import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ReferralGroupRow {
  id: string;
  uuid: string;
  name: string;
  member_count: number;
}

export interface MemberClinic {
  id: string;
  name: string;
  code: string;
  full_address: string | null;
  organization: { id: string; name: string } | null;
}

export interface ReferralGroupDetail extends ReferralGroupRow {
  members: MemberClinic[];
}

export const REFERRAL_GROUP_LIST: TypedDocumentNode<
  { referral_networks: ReferralGroupRow[] },
  { keyword?: string }
> = gql`
  query AdminReferralGroupList($keyword: String) {
    referral_networks(keyword: $keyword) {
      id
      uuid
      name
      member_count
    }
  }
`;

export const REFERRAL_GROUP_DETAIL: TypedDocumentNode<
  { referral_network: ReferralGroupDetail },
  { uuid: string }
> = gql`
  query AdminReferralGroupDetail($uuid: String!) {
    referral_network(referral_network_uuid: $uuid) {
      id
      uuid
      name
      member_count
      members {
        id
        name
        code
        full_address
        organization {
          id
          name
        }
      }
    }
  }
`;

export const SAVE_REFERRAL_GROUP: TypedDocumentNode<
  { save_referral_network: ReferralGroupRow },
  { name: string; id?: string | null }
> = gql`
  mutation SaveReferralGroup($name: String!, $id: ID) {
    save_referral_network(name: $name, id: $id) {
      id
      uuid
      name
      member_count
    }
  }
`;

export const DELETE_REFERRAL_GROUP: TypedDocumentNode<
  { delete_referral_network: boolean },
  { uuid: string }
> = gql`
  mutation DeleteReferralGroup($uuid: String!) {
    delete_referral_network(uuid: $uuid)
  }
`;
