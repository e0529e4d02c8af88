import { graphql } from '../../gql/staff';

export const SWITCH_CLINIC = graphql(`
  mutation SwitchClinic($userUuid: String!, $clinicId: ID!) {
    switch_clinic(userUuid: $userUuid, clinicId: $clinicId) {
      uuid
    }
  }
`);

export const CURRENT_USER_SUBSCRIPTION = graphql(`
  subscription CurrentUserLive {
    current_user {
      uuid
    }
  }
`);
