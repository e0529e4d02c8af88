import { graphql } from '../../../gql/staff';
import type { AdminUserDetailQuery, AdminUserListQuery } from '../../../gql/staff/graphql';

export type RoleRef = UserRow['role'];

export type UserRow = AdminUserListQuery['users'][number];

/** The membership fields the user dialog asks for (a subset of ClinicUser). */
export type UserMembership = UserDetail['clinics'][number];

export type UserDetail = AdminUserDetailQuery['user'];

export const USER_LIST = graphql(`
  query AdminUserList($keyword: String, $limit: Int, $offset: Int) {
    users(keyword: $keyword, limit: $limit, offset: $offset) {
      id
      uuid
      email
      firstname
      lastname
      role {
        id
        name
        label
      }
    }
    users_count(keyword: $keyword)
  }
`);

export const USER_DETAIL = graphql(`
  query AdminUserDetail($user_uuid: String!) {
    user(user_uuid: $user_uuid) {
      id
      uuid
      email
      firstname
      lastname
      phone
      role {
        id
        name
        label
      }
      clinics {
        id
        activated
        is_primary
        role {
          id
          name
          label
        }
        permissions {
          key
          label
          value
        }
        clinic {
          id
          name
        }
      }
    }
  }
`);

export const MAKE_PRIMARY_CLINIC = graphql(`
  mutation MakePrimaryClinic($user_uuid: String!, $clinic_id: ID!) {
    make_primary_clinic(user_uuid: $user_uuid, clinic_id: $clinic_id)
  }
`);
