import { gql, type TypedDocumentNode } from '@apollo/client';
import type { DetectedReferral, InboundFaxStatus } from '@app/shared';

/** A clinic as the inbound fax API names it (numeric id). */
export interface InboundFaxClinicDto {
  id: number;
  name: string;
}

export interface InboundFaxMetadataDto {
  uri: string | null;
  subject: string | null;
  from_number: string | null;
  from_location: string | null;
  pages_count: number;
  /** ISO. */
  date_created: string;
  date_created_ago: string;
}

export interface InboundFaxActionsDto {
  can_select_receiving_provider: boolean;
  can_assign: boolean;
  can_delete: boolean;
  can_create_referral: boolean;
}

/** One card of the left pane. */
export interface InboundFaxListItemDto {
  id: string;
  status: InboundFaxStatus;
  reviewed: boolean;
  clinic: InboundFaxClinicDto | null;
  // The whole metadata object: both queries write it to the same cache entry.
  metadata: InboundFaxMetadataDto;
  actions: InboundFaxActionsDto;
  created_at: string;
}

export interface InboundFaxReferralDto {
  uuid: string;
  status: string;
  patient_name: string | null;
}

/** The selected fax with everything the detail pane shows. */
export interface InboundFaxDto extends InboundFaxListItemDto {
  external_id: string;
  source: string;
  detected_clinic: InboundFaxClinicDto | null;
  pdf_url: string;
  /** JSON text of OcrData; null until processed. */
  ocr_data: string | null;
  processed_data: { detected_referrals: DetectedReferral[] } | null;
  error: string | null;
  referrals: InboundFaxReferralDto[];
}

const LIST_FIELDS = gql`
  fragment InboundFaxListFields on InboundFax {
    id
    status
    reviewed
    clinic {
      id
      name
    }
    metadata {
      uri
      subject
      from_number
      from_location
      pages_count
      date_created
      date_created_ago
    }
    actions {
      can_select_receiving_provider
      can_assign
      can_delete
      can_create_referral
    }
    created_at
  }
`;

/** The newest faxes, and how many there are in all (the list says when it shows fewer). */
export const INBOUND_FAXES: TypedDocumentNode<
  { inbound_faxes: InboundFaxListItemDto[]; inbound_faxes_count: number },
  { status?: string; clinic_id?: number; limit?: number; offset?: number }
> = gql`
  query InboundFaxes($status: String, $clinic_id: Int, $limit: Int, $offset: Int) {
    inbound_faxes(status: $status, clinic_id: $clinic_id, limit: $limit, offset: $offset) {
      ...InboundFaxListFields
    }
    inbound_faxes_count(status: $status, clinic_id: $clinic_id)
  }
  ${LIST_FIELDS}
`;

const DETECTED_FIELD = gql`
  fragment DetectedFieldFields on DetectedField {
    value
    avg_confidence
    pages
  }
`;

export const INBOUND_FAX: TypedDocumentNode<{ inbound_fax: InboundFaxDto }, { id: string }> = gql`
  query InboundFax($id: ID!) {
    inbound_fax(id: $id) {
      ...InboundFaxListFields
      external_id
      source
      detected_clinic {
        id
        name
      }
      pdf_url
      ocr_data
      processed_data {
        detected_referrals {
          pdf_pages
          patient_name {
            ...DetectedFieldFields
          }
          firstname {
            ...DetectedFieldFields
          }
          lastname {
            ...DetectedFieldFields
          }
          birthdate {
            ...DetectedFieldFields
          }
          ssn {
            ...DetectedFieldFields
          }
          diagnosis {
            ...DetectedFieldFields
          }
          referring_clinic {
            ...DetectedFieldFields
          }
          form_suggestion {
            firstname
            lastname
            birthdate
            ssn
            diagnosis
            referring_clinic
            referring_clinic_name
            page_start
            page_end
          }
        }
      }
      error
      referrals {
        uuid
        status
        patient_name
      }
    }
  }
  ${LIST_FIELDS}
  ${DETECTED_FIELD}
`;

export const SAVE_FAX_CLINIC_ASSOCIATION: TypedDocumentNode<
  { save_fax_clinic_association: InboundFaxClinicDto },
  { fax_id: string; clinic_id: number }
> = gql`
  mutation SaveFaxClinicAssociation($fax_id: ID!, $clinic_id: Int!) {
    save_fax_clinic_association(fax_id: $fax_id, clinic_id: $clinic_id) {
      id
      name
    }
  }
`;

export const DELETE_RECEIVED_FAX: TypedDocumentNode<
  { delete_received_fax: { message: string } },
  { fax_id: string }
> = gql`
  mutation DeleteReceivedFax($fax_id: ID!) {
    delete_received_fax(fax_id: $fax_id) {
      message
    }
  }
`;

export interface InboundFaxChange {
  id: string;
  /** The fax's status, or 'deleted'. */
  status: string;
}

/** Fires for any change to a fax the viewer sees (arrived, recognised, assigned, reviewed, deleted). */
export const INBOUND_FAXES_CHANGED: TypedDocumentNode<
  { inbound_faxes_changed: InboundFaxChange },
  Record<string, never>
> = gql`
  subscription InboundFaxesChanged {
    inbound_faxes_changed {
      id
      status
    }
  }
`;
