import { graphql } from '../../../gql/staff';
import type {
  ReceivingFormQuery,
  WizardDocumentFragment,
  WizardPatientFragment,
  WizardProviderFragment,
  WizardReferralQuery,
} from '../../../gql/staff/graphql';
import { toCustomFormAttribute, type CustomFormAttribute } from '@app/shared';

export type ProviderDocumentDto = WizardProviderDto['documents'][number];

/** A receiving provider: a row of Find Provider, and the provider a draft is addressed to. */
export type WizardProviderDto = WizardProviderFragment;

graphql(`
  fragment WizardReceiver on ReceiverClinic {
    id
    name
    full_address
    office_phone
    fax
    is_order
    is_fax
    has_provider_user
    organization {
      id
      name
    }
  }
`);

/** A document the receiving provider asks for: what the document sections are built from. */
graphql(`
  fragment WizardProviderDocument on ProviderDocument {
    id
    required
    document {
      id
      name
    }
    question {
      id
      uuid
      question
    }
  }
`);

graphql(`
  fragment WizardProvider on Provider {
    id
    uuid
    display_name
    specializations
    is_favorite
    clinic {
      id
      name
    }
    receiver {
      ...WizardReceiver
    }
    documents {
      ...WizardProviderDocument
    }
  }
`);

export const WIZARD_PROVIDERS = graphql(`
  query WizardProviders($keyword: String) {
    providers(keyword: $keyword) {
      ...WizardProvider
    }
  }
`);

export const PROVIDER_SHORTCUTS = graphql(`
  query ProviderShortcuts {
    providers_favorite {
      ...WizardProvider
    }
    providers_most_recent {
      ...WizardProvider
    }
  }
`);

export const SAVE_FAVORITE_PROVIDER = graphql(`
  mutation SaveFavoriteProvider($provider_id: ID!, $favorite: Boolean!) {
    save_favorite_provider(provider_id: $provider_id, favorite: $favorite)
  }
`);

/** The receiving clinic's form with its rows read as CustomFormAttribute (toReceivingForm). */
export type ReceivingFormDto = Omit<ReceivingFormQuery['receiving_form'], 'attributes'> & {
  attributes: CustomFormAttribute[];
};

/** Reads the form as the schema types it into the view model the wizard validates with. */
export function toReceivingForm(form: ReceivingFormQuery['receiving_form']): ReceivingFormDto {
  return { ...form, attributes: form.attributes.map(toCustomFormAttribute) };
}

export const RECEIVING_FORM = graphql(`
  query ReceivingForm($provider_id: ID!) {
    receiving_form(provider_id: $provider_id) {
      form_type
      same_organization
      attributes {
        field
        label
        size
        required
        hidden
        kind
        choices
        helpText
      }
    }
  }
`);

export const REFERRER_PROVIDERS = graphql(`
  query ReferrerProviders($clinic_id: ID!) {
    providers_by_clinic_id(clinic_id: $clinic_id) {
      id
      display_name
      is_default
    }
  }
`);

export type PatientDto = WizardPatientFragment;

graphql(`
  fragment WizardPatient on Patient {
    uuid
    firstname
    lastname
    full_name
    details {
      phone
      ssn
      birthdate
      address_line1
      address_city
      address_state
      address_zip
      insurance_provider
      policy_number
    }
  }
`);

export const PATIENT_BY_SSN = graphql(`
  query PatientBySsn($ssn: String!) {
    patient_by_ssn(ssn: $ssn) {
      ...WizardPatient
    }
  }
`);

/** An uploaded file of a referral (docs/referrals-api.md, ReferralDocument). */
export type ReferralDocumentDto = WizardDocumentFragment;

graphql(`
  fragment WizardDocument on ReferralDocument {
    uuid
    name
    referral_document_name
    document_id
    size
    url
  }
`);

export type WizardReferralDto = WizardReferralQuery['referral'];

export const WIZARD_REFERRAL = graphql(`
  query WizardReferral($uuid: String!) {
    referral(uuid: $uuid) {
      id
      uuid
      status
      mrn
      diagnosis
      comment
      extra_info
      same_organization
      patient {
        ...WizardPatient
      }
      provider {
        ...WizardProvider
      }
      referrer_provider {
        id
        display_name
      }
      documents {
        ...WizardDocument
      }
    }
    referral_answers(referral_uuid: $uuid) {
      name
      question
      answer
    }
  }
`);

export const SAVE_REFERRAL_ANSWERS = graphql(`
  mutation SaveReferralAnswers($referral_uuid: String!, $answers: [ReferralAnswerInput!]!) {
    save_referral_answers(referral_uuid: $referral_uuid, answers: $answers) {
      name
      question
      answer
    }
  }
`);

export const DELETE_REFERRAL_DOCUMENT = graphql(`
  mutation DeleteReferralDocument($referral_uuid: String!, $referral_document_uuid: String!) {
    delete_referral_document(
      referral_uuid: $referral_uuid
      referral_document_uuid: $referral_document_uuid
    )
  }
`);
