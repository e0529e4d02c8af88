import { graphql } from '../../../gql/staff';

export const ROLE_LIST = graphql(`
  query AdminRoleList {
    roles {
      id
      name
      label
    }
  }
`);
