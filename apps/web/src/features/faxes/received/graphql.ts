import { graphql } from '../../../gql/staff';
import type {
  DetectedFieldFieldsFragment,
  InboundFaxListFieldsFragment,
  InboundFaxQuery,
  InboundFaxesChangedSubscription,
} from '../../../gql/staff/graphql';

/** One card of the left pane (the whole metadata object: both queries write the same cache entry). */
export type InboundFaxListItemDto = InboundFaxListFieldsFragment;

/** The selected fax with everything the detail pane shows (`ocr_data`: JSON text of OcrData). */
export type InboundFaxDto = InboundFaxQuery['inbound_fax'];

/** A detected referral of the selected fax. */
export type DetectedReferralDto = NonNullable<
  InboundFaxDto['processed_data']
>['detected_referrals'][number];

/** One value of a detected referral, with the detector's confidence in it. */
export type DetectedFieldDto = DetectedFieldFieldsFragment;

/** A clinic as the inbound fax API names it (numeric id). */
export type InboundFaxClinicDto = NonNullable<InboundFaxListItemDto['clinic']>;

graphql(`
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
`);

/** The newest faxes, and how many there are in all (the list says when it shows fewer). */
export const INBOUND_FAXES = graphql(`
  query InboundFaxes($status: String, $clinic_id: Int, $limit: Int, $offset: Int) {
    inbound_faxes(status: $status, clinic_id: $clinic_id, limit: $limit, offset: $offset) {
      ...InboundFaxListFields
    }
    inbound_faxes_count(status: $status, clinic_id: $clinic_id)
  }
`);

graphql(`
  fragment DetectedFieldFields on DetectedField {
    value
    avg_confidence
    confidence
    pages
  }
`);

export const INBOUND_FAX = graphql(`
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
`);

export const SAVE_FAX_CLINIC_ASSOCIATION = graphql(`
  mutation SaveFaxClinicAssociation($fax_id: ID!, $clinic_id: Int!) {
    save_fax_clinic_association(fax_id: $fax_id, clinic_id: $clinic_id) {
      id
      name
    }
  }
`);

export const DELETE_RECEIVED_FAX = graphql(`
  mutation DeleteReceivedFax($fax_id: ID!) {
    delete_received_fax(fax_id: $fax_id) {
      message
    }
  }
`);

/** A fax that changed: its id and status, or 'deleted'. */
export type InboundFaxChange = InboundFaxesChangedSubscription['inbound_faxes_changed'];

/** Fires for any change to a fax the viewer sees (arrived, recognised, assigned, reviewed, deleted). */
export const INBOUND_FAXES_CHANGED = graphql(`
  subscription InboundFaxesChanged {
    inbound_faxes_changed {
      id
      status
    }
  }
`);
