import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FaxClinicDto {
  id: number;
  name: string;
}

/** An outbound fax as the admin list shows it (docs: contract section D). */
export interface OutboundFaxDto {
  id: string;
  fax_id: string | null;
  referral_uuid: string | null;
  receiver: FaxClinicDto | null;
  referrer: FaxClinicDto | null;
  status: string;
  pagesSent: number;
  units: number | null;
  costPerUnit: number | null;
  submitTime: string | null;
  completionTime: string | null;
  updated_at: string;
  attemptsMade: number;
  error: string | null;
  can_resend: boolean;
}

const FAX_FIELDS = gql`
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
`;

export const OUTBOUND_FAXES: TypedDocumentNode<
  { faxes: OutboundFaxDto[]; faxes_count: number },
  { status?: string | null; limit: number; offset: number }
> = gql`
  query OutboundFaxes($status: String, $limit: Int, $offset: Int) {
    faxes(status: $status, limit: $limit, offset: $offset) {
      ...OutboundFaxFields
    }
    faxes_count(status: $status)
  }
  ${FAX_FIELDS}
`;

export const RESEND_FAX: TypedDocumentNode<
  { resend_fax: { message: string; fax: OutboundFaxDto | null } },
  { fax_id: string }
> = gql`
  mutation ResendFax($fax_id: ID!) {
    resend_fax(fax_id: $fax_id) {
      message
      fax {
        ...OutboundFaxFields
      }
    }
  }
  ${FAX_FIELDS}
`;
