import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ClinicUserDto, RoleDto } from '@app/shared';

export type RoleRef = RoleDto;

export interface UserRow {
  id: string;
  uuid: string;
  email: string;
  firstname: string;
  lastname: string;
  role: RoleRef;
}

/** The membership fields the user dialog asks for (a subset of ClinicUser). */
export type UserMembership = Pick<
  ClinicUserDto,
  'id' | 'role' | 'activated' | 'is_primary' | 'permissions'
> & { clinic: { id: string; name: string } | null };

export interface UserDetail extends UserRow {
  phone: string | null;
  clinics: UserMembership[];
}

export const USER_LIST: TypedDocumentNode<
  { users: UserRow[]; users_count: number },
  { keyword?: string; limit: number; offset: number }
> = gql`
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
`;

export const USER_DETAIL: TypedDocumentNode<{ user: UserDetail }, { user_uuid: string }> = gql`
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
`;

export const MAKE_PRIMARY_CLINIC: TypedDocumentNode<
  { make_primary_clinic: boolean },
  { user_uuid: string; clinic_id: string }
> = gql`
  mutation MakePrimaryClinic($user_uuid: String!, $clinic_id: ID!) {
    make_primary_clinic(user_uuid: $user_uuid, clinic_id: $clinic_id)
  }
`;
