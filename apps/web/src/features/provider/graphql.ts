import { graphql } from '../../gql/staff';
import type { PendingOrdersQuery, UserProviderFieldsFragment } from '../../gql/staff/graphql';

/** The signed-in user's provider row: null when the account is not linked to a provider. */
export type UserProviderDto = UserProviderFieldsFragment;

/** An order waiting for this provider's approval (spec 3 section 3, pending order). */
export type PendingOrderDto = PendingOrdersQuery['pending_orders'][number];

/** The two outcomes of a pending order (the shared status machine's order events). */
export type OrderDecision = 'order_approved' | 'not_approved';

/** The order a decision is about, as the pending table and the detail view know it. */
export interface OrderRef {
  uuid: string;
  patientName: string;
  referrerName: string;
}

graphql(`
  fragment UserProviderFields on UserProvider {
    id
    auto_approved
    signature {
      id
      fileurl
      name
    }
  }
`);

export const USER_PROVIDER = graphql(`
  query UserProvider {
    user_provider {
      ...UserProviderFields
    }
  }
`);

export const PENDING_ORDERS = graphql(`
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
`);

/**
 * Answers the spec's message ('Order approved successfully' / 'Order not approved.'); a decline
 * may carry its reason.
 */
export const UPDATE_ORDER_STATUS = graphql(`
  mutation UpdateOrderStatus($uuid: String!, $status: String!, $reason: String) {
    update_order_status(uuid: $uuid, status: $status, reason: $reason)
  }
`);

/** Replaces the signature; the answer refreshes the cached provider (and so the card). */
export const SAVE_SIGNATURE = graphql(`
  mutation SaveUserProviderSignature($signature: String!, $name: String) {
    save_user_provider_signature(signature: $signature, name: $name) {
      ...UserProviderFields
    }
  }
`);

export const UPDATE_AUTO_APPROVED = graphql(`
  mutation UpdateAutoApproved($auto_approved: Boolean!) {
    update_auto_approved(auto_approved: $auto_approved) {
      ...UserProviderFields
    }
  }
`);
