import { graphql } from '../../../gql/staff';
import type { OutboundFaxFieldsFragment } from '../../../gql/staff/graphql';

/** An outbound fax as the admin list shows it (docs: contract section D). */
export type OutboundFaxDto = OutboundFaxFieldsFragment;

graphql(`
  fragment OutboundFaxFields on Fax {
    id
    fax_id
    referral_uuid
    receiver {
      id
      name
    }
    referrer {
      id
      name
    }
    status
    pagesSent
    units
    costPerUnit
    submitTime
    completionTime
    updated_at
    attemptsMade
    error
    can_resend
  }
`);

export const OUTBOUND_FAXES = graphql(`
  query OutboundFaxes($status: String, $limit: Int, $offset: Int) {
    faxes(status: $status, limit: $limit, offset: $offset) {
      ...OutboundFaxFields
    }
    faxes_count(status: $status)
  }
`);

export const RESEND_FAX = graphql(`
  mutation ResendFax($fax_id: ID!) {
    resend_fax(fax_id: $fax_id) {
      message
      fax {
        ...OutboundFaxFields
      }
    }
  }
`);
