/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PublicClinics($keyword: String) {\n    public_clinics(keyword: $keyword, is_public: true) {\n      id\n      code\n      name\n      full_address\n    }\n  }\n": typeof types.PublicClinicsDocument,
    "\n  query ClinicByCode($code: String!) {\n    clinic_by_code(code: $code) {\n      id\n      code\n      name\n      full_address\n      office_phone\n      fax\n      is_fax\n      providers {\n        uuid\n        display_name\n        specializations\n        documents {\n          id\n          name\n          required\n          question\n        }\n      }\n    }\n  }\n": typeof types.ClinicByCodeDocument,
    "\n  query PublicClinicFormAttributes($clinic_code: String!) {\n    public_clinic_custom_form_attributes(clinic_code: $clinic_code, form_type: \"external\") {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n": typeof types.PublicClinicFormAttributesDocument,
    "\n  query PublicReferrer($referrer_email: String!) {\n    public_referrer(referrer_email: $referrer_email) {\n      contact_email\n      physician\n      clinic_name\n      contact\n      office_phone\n      fax\n    }\n  }\n": typeof types.PublicReferrerDocument,
    "\n  mutation SavePublicReferral($referral: String!, $patient: String!) {\n    save_public_referral(referral: $referral, patient: $patient) {\n      uuid\n      upload_token\n    }\n  }\n": typeof types.SavePublicReferralDocument,
    "\n  mutation SubmitPublicReferral($uuid: String!, $upload_token: String!) {\n    submit_public_referral(uuid: $uuid, upload_token: $upload_token)\n  }\n": typeof types.SubmitPublicReferralDocument,
    "\n  fragment PublicReferralViewFields on PublicReferralView {\n    uuid\n    status\n    status_label\n    sent_at\n    patient {\n      firstname\n      lastname\n      birthdate\n    }\n    referrer {\n      contact_email\n      physician\n      clinic_name\n      contact\n      office_phone\n      fax\n    }\n    receiver {\n      name\n      full_address\n      office_phone\n      fax\n    }\n    diagnosis\n    provider\n    reason\n    appointment_date\n    documents {\n      uuid\n      name\n      referral_document_name\n      created_at\n    }\n    can_upload\n    is_fax\n    fax {\n      status\n      label\n      pages_sent\n      updated_at\n    }\n  }\n": typeof types.PublicReferralViewFieldsFragmentDoc,
    "\n  mutation VerifyReferralAccessCode(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n  ) {\n    verify_referral_access_code(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n    ) {\n      ...PublicReferralViewFields\n    }\n  }\n": typeof types.VerifyReferralAccessCodeDocument,
    "\n  query PublicReferralAnswers($referral_uuid: String!, $email: String!, $access_code: String!) {\n    public_referral_answers(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n    ) {\n      name\n      question\n      answer\n    }\n  }\n": typeof types.PublicReferralAnswersDocument,
    "\n  fragment PublicNoteFields on PublicNote {\n    uuid\n    note\n    created_at\n    from_clinic\n    author\n  }\n": typeof types.PublicNoteFieldsFragmentDoc,
    "\n  mutation SendPublicNote(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n    $note: String!\n  ) {\n    send_note(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n      note: $note\n    ) {\n      ...PublicNoteFields\n    }\n  }\n": typeof types.SendPublicNoteDocument,
    "\n  subscription PublicReferralNotes(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n  ) {\n    public_referral_notes(referral_uuid: $referral_uuid, email: $email, access_code: $access_code) {\n      ...PublicNoteFields\n    }\n  }\n": typeof types.PublicReferralNotesDocument,
};
const documents: Documents = {
    "\n  query PublicClinics($keyword: String) {\n    public_clinics(keyword: $keyword, is_public: true) {\n      id\n      code\n      name\n      full_address\n    }\n  }\n": types.PublicClinicsDocument,
    "\n  query ClinicByCode($code: String!) {\n    clinic_by_code(code: $code) {\n      id\n      code\n      name\n      full_address\n      office_phone\n      fax\n      is_fax\n      providers {\n        uuid\n        display_name\n        specializations\n        documents {\n          id\n          name\n          required\n          question\n        }\n      }\n    }\n  }\n": types.ClinicByCodeDocument,
    "\n  query PublicClinicFormAttributes($clinic_code: String!) {\n    public_clinic_custom_form_attributes(clinic_code: $clinic_code, form_type: \"external\") {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n": types.PublicClinicFormAttributesDocument,
    "\n  query PublicReferrer($referrer_email: String!) {\n    public_referrer(referrer_email: $referrer_email) {\n      contact_email\n      physician\n      clinic_name\n      contact\n      office_phone\n      fax\n    }\n  }\n": types.PublicReferrerDocument,
    "\n  mutation SavePublicReferral($referral: String!, $patient: String!) {\n    save_public_referral(referral: $referral, patient: $patient) {\n      uuid\n      upload_token\n    }\n  }\n": types.SavePublicReferralDocument,
    "\n  mutation SubmitPublicReferral($uuid: String!, $upload_token: String!) {\n    submit_public_referral(uuid: $uuid, upload_token: $upload_token)\n  }\n": types.SubmitPublicReferralDocument,
    "\n  fragment PublicReferralViewFields on PublicReferralView {\n    uuid\n    status\n    status_label\n    sent_at\n    patient {\n      firstname\n      lastname\n      birthdate\n    }\n    referrer {\n      contact_email\n      physician\n      clinic_name\n      contact\n      office_phone\n      fax\n    }\n    receiver {\n      name\n      full_address\n      office_phone\n      fax\n    }\n    diagnosis\n    provider\n    reason\n    appointment_date\n    documents {\n      uuid\n      name\n      referral_document_name\n      created_at\n    }\n    can_upload\n    is_fax\n    fax {\n      status\n      label\n      pages_sent\n      updated_at\n    }\n  }\n": types.PublicReferralViewFieldsFragmentDoc,
    "\n  mutation VerifyReferralAccessCode(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n  ) {\n    verify_referral_access_code(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n    ) {\n      ...PublicReferralViewFields\n    }\n  }\n": types.VerifyReferralAccessCodeDocument,
    "\n  query PublicReferralAnswers($referral_uuid: String!, $email: String!, $access_code: String!) {\n    public_referral_answers(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n    ) {\n      name\n      question\n      answer\n    }\n  }\n": types.PublicReferralAnswersDocument,
    "\n  fragment PublicNoteFields on PublicNote {\n    uuid\n    note\n    created_at\n    from_clinic\n    author\n  }\n": types.PublicNoteFieldsFragmentDoc,
    "\n  mutation SendPublicNote(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n    $note: String!\n  ) {\n    send_note(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n      note: $note\n    ) {\n      ...PublicNoteFields\n    }\n  }\n": types.SendPublicNoteDocument,
    "\n  subscription PublicReferralNotes(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n  ) {\n    public_referral_notes(referral_uuid: $referral_uuid, email: $email, access_code: $access_code) {\n      ...PublicNoteFields\n    }\n  }\n": types.PublicReferralNotesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicClinics($keyword: String) {\n    public_clinics(keyword: $keyword, is_public: true) {\n      id\n      code\n      name\n      full_address\n    }\n  }\n"): (typeof documents)["\n  query PublicClinics($keyword: String) {\n    public_clinics(keyword: $keyword, is_public: true) {\n      id\n      code\n      name\n      full_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicByCode($code: String!) {\n    clinic_by_code(code: $code) {\n      id\n      code\n      name\n      full_address\n      office_phone\n      fax\n      is_fax\n      providers {\n        uuid\n        display_name\n        specializations\n        documents {\n          id\n          name\n          required\n          question\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClinicByCode($code: String!) {\n    clinic_by_code(code: $code) {\n      id\n      code\n      name\n      full_address\n      office_phone\n      fax\n      is_fax\n      providers {\n        uuid\n        display_name\n        specializations\n        documents {\n          id\n          name\n          required\n          question\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicClinicFormAttributes($clinic_code: String!) {\n    public_clinic_custom_form_attributes(clinic_code: $clinic_code, form_type: \"external\") {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n"): (typeof documents)["\n  query PublicClinicFormAttributes($clinic_code: String!) {\n    public_clinic_custom_form_attributes(clinic_code: $clinic_code, form_type: \"external\") {\n      field\n      label\n      size\n      required\n      hidden\n      kind\n      choices\n      helpText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicReferrer($referrer_email: String!) {\n    public_referrer(referrer_email: $referrer_email) {\n      contact_email\n      physician\n      clinic_name\n      contact\n      office_phone\n      fax\n    }\n  }\n"): (typeof documents)["\n  query PublicReferrer($referrer_email: String!) {\n    public_referrer(referrer_email: $referrer_email) {\n      contact_email\n      physician\n      clinic_name\n      contact\n      office_phone\n      fax\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePublicReferral($referral: String!, $patient: String!) {\n    save_public_referral(referral: $referral, patient: $patient) {\n      uuid\n      upload_token\n    }\n  }\n"): (typeof documents)["\n  mutation SavePublicReferral($referral: String!, $patient: String!) {\n    save_public_referral(referral: $referral, patient: $patient) {\n      uuid\n      upload_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPublicReferral($uuid: String!, $upload_token: String!) {\n    submit_public_referral(uuid: $uuid, upload_token: $upload_token)\n  }\n"): (typeof documents)["\n  mutation SubmitPublicReferral($uuid: String!, $upload_token: String!) {\n    submit_public_referral(uuid: $uuid, upload_token: $upload_token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicReferralViewFields on PublicReferralView {\n    uuid\n    status\n    status_label\n    sent_at\n    patient {\n      firstname\n      lastname\n      birthdate\n    }\n    referrer {\n      contact_email\n      physician\n      clinic_name\n      contact\n      office_phone\n      fax\n    }\n    receiver {\n      name\n      full_address\n      office_phone\n      fax\n    }\n    diagnosis\n    provider\n    reason\n    appointment_date\n    documents {\n      uuid\n      name\n      referral_document_name\n      created_at\n    }\n    can_upload\n    is_fax\n    fax {\n      status\n      label\n      pages_sent\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  fragment PublicReferralViewFields on PublicReferralView {\n    uuid\n    status\n    status_label\n    sent_at\n    patient {\n      firstname\n      lastname\n      birthdate\n    }\n    referrer {\n      contact_email\n      physician\n      clinic_name\n      contact\n      office_phone\n      fax\n    }\n    receiver {\n      name\n      full_address\n      office_phone\n      fax\n    }\n    diagnosis\n    provider\n    reason\n    appointment_date\n    documents {\n      uuid\n      name\n      referral_document_name\n      created_at\n    }\n    can_upload\n    is_fax\n    fax {\n      status\n      label\n      pages_sent\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyReferralAccessCode(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n  ) {\n    verify_referral_access_code(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n    ) {\n      ...PublicReferralViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyReferralAccessCode(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n  ) {\n    verify_referral_access_code(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n    ) {\n      ...PublicReferralViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicReferralAnswers($referral_uuid: String!, $email: String!, $access_code: String!) {\n    public_referral_answers(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n    ) {\n      name\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  query PublicReferralAnswers($referral_uuid: String!, $email: String!, $access_code: String!) {\n    public_referral_answers(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n    ) {\n      name\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicNoteFields on PublicNote {\n    uuid\n    note\n    created_at\n    from_clinic\n    author\n  }\n"): (typeof documents)["\n  fragment PublicNoteFields on PublicNote {\n    uuid\n    note\n    created_at\n    from_clinic\n    author\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPublicNote(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n    $note: String!\n  ) {\n    send_note(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n      note: $note\n    ) {\n      ...PublicNoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendPublicNote(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n    $note: String!\n  ) {\n    send_note(\n      referral_uuid: $referral_uuid\n      email: $email\n      access_code: $access_code\n      note: $note\n    ) {\n      ...PublicNoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PublicReferralNotes(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n  ) {\n    public_referral_notes(referral_uuid: $referral_uuid, email: $email, access_code: $access_code) {\n      ...PublicNoteFields\n    }\n  }\n"): (typeof documents)["\n  subscription PublicReferralNotes(\n    $referral_uuid: String!\n    $email: String!\n    $access_code: String!\n  ) {\n    public_referral_notes(referral_uuid: $referral_uuid, email: $email, access_code: $access_code) {\n      ...PublicNoteFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;