import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RoleRef } from '../users/graphql';

export const ROLE_LIST: TypedDocumentNode<{ roles: RoleRef[] }, Record<string, never>> = gql`
  query AdminRoleList {
    roles {
      id
      name
      label
    }
  }
`;
