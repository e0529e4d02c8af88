import { gql, type TypedDocumentNode } from '@apollo/client';

/** The signed-in provider user's signature (contract issue 7, type ProviderSignature). */
export interface ProviderSignatureDto {
  id: string;
  /** `/api/provider-signatures/{id}`: the image, served to its owner with the session cookie. */
  fileurl: string;
  name: string;
}

/** The signed-in user's provider row: null when the account is not linked to a provider. */
export interface UserProviderDto {
  id: string;
  auto_approved: boolean;
  signature: ProviderSignatureDto | null;
}

/** An order waiting for this provider's approval (spec 3 section 3, pending order). */
export interface PendingOrderDto {
  id: string;
  uuid: string;
  mrn: string | null;
  patient: { full_name: string; details: { birthdate: string | null } };
  diagnosis: { description: string | null };
  referrer: { id: string; name: string };
}

/** The two outcomes of a pending order (the shared status machine's order events). */
export type OrderDecision = 'order_approved' | 'not_approved';

const USER_PROVIDER_FIELDS = gql`
  fragment UserProviderFields on UserProvider {
    id
    auto_approved
    signature {
      id
      fileurl
      name
    }
  }
`;

export const USER_PROVIDER: TypedDocumentNode<
  { user_provider: UserProviderDto | null },
  Record<string, never>
> = gql`
  query UserProvider {
    user_provider {
      ...UserProviderFields
    }
  }
  ${USER_PROVIDER_FIELDS}
`;

export const PENDING_ORDERS: TypedDocumentNode<
  { pending_orders: PendingOrderDto[] },
  Record<string, never>
> = gql`
  query PendingOrders {
    pending_orders {
      id
      uuid
      mrn
      patient {
        full_name
        details {
          birthdate
        }
      }
      diagnosis {
        description
      }
      referrer {
        id
        name
      }
    }
  }
`;

/** Answers the spec's message ('Order approved successfully' / 'Order not approved.'). */
export const UPDATE_ORDER_STATUS: TypedDocumentNode<
  { update_order_status: string },
  { uuid: string; status: OrderDecision }
> = gql`
  mutation UpdateOrderStatus($uuid: String!, $status: String!) {
    update_order_status(uuid: $uuid, status: $status)
  }
`;

/** Replaces the signature; the answer refreshes the cached provider (and so the card). */
export const SAVE_SIGNATURE: TypedDocumentNode<
  { save_user_provider_signature: UserProviderDto },
  { signature: string; name?: string | null }
> = gql`
  mutation SaveUserProviderSignature($signature: String!, $name: String) {
    save_user_provider_signature(signature: $signature, name: $name) {
      ...UserProviderFields
    }
  }
  ${USER_PROVIDER_FIELDS}
`;

export const UPDATE_AUTO_APPROVED: TypedDocumentNode<
  { update_auto_approved: UserProviderDto },
  { auto_approved: boolean }
> = gql`
  mutation UpdateAutoApproved($auto_approved: Boolean!) {
    update_auto_approved(auto_approved: $auto_approved) {
      ...UserProviderFields
    }
  }
  ${USER_PROVIDER_FIELDS}
`;
