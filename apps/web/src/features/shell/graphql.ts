import { gql, type TypedDocumentNode } from '@apollo/client';

export const SWITCH_CLINIC: TypedDocumentNode<
  { switch_clinic: { uuid: string } },
  { userUuid: string; clinicId: string }
> = gql`
  mutation SwitchClinic($userUuid: String!, $clinicId: ID!) {
    switch_clinic(userUuid: $userUuid, clinicId: $clinicId) {
      uuid
    }
  }
`;

export const CURRENT_USER_SUBSCRIPTION: TypedDocumentNode<
  { current_user: { uuid: string } | null },
  Record<string, never>
> = gql`
  subscription CurrentUserLive {
    current_user {
      uuid
    }
  }
`;
