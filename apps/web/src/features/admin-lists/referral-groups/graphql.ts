import { graphql } from '../../../gql/staff';
import type {
  AdminReferralGroupDetailQuery,
  AdminReferralGroupListQuery,
} from '../../../gql/staff/graphql';

export type ReferralGroupRow = AdminReferralGroupListQuery['referral_networks'][number];

export type ReferralGroupDetail = AdminReferralGroupDetailQuery['referral_network'];

export const REFERRAL_GROUP_LIST = graphql(`
  query AdminReferralGroupList($keyword: String) {
    referral_networks(keyword: $keyword) {
      id
      uuid
      name
      member_count
    }
  }
`);

export const REFERRAL_GROUP_DETAIL = graphql(`
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
`);

export const SAVE_REFERRAL_GROUP = graphql(`
  mutation SaveReferralGroup($name: String!, $id: ID) {
    save_referral_network(name: $name, id: $id) {
      id
      uuid
      name
      member_count
    }
  }
`);

export const DELETE_REFERRAL_GROUP = graphql(`
  mutation DeleteReferralGroup($uuid: String!) {
    delete_referral_network(uuid: $uuid)
  }
`);
