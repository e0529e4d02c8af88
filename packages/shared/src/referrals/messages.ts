import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from './documents.js';

/** The spec's wording for the sending side (spec 2 sections 2, 5, 8 and 9). */
export const REFERRAL_MSG = {
  // Wizard
  stepFindProvider: 'Find Provider',
  stepPatient: 'Patient Demographics',
  stepDocuments: 'Referral Documents',
  stepSend: 'Send Referral',
  emptyFavorites: 'Empty Favorites',
  emptyRecent: 'Empty Most Recent',
  referrerProviderLabel: 'Referrer Provider *',
  // Not worded by the spec (docs/referrals-api.md).
  referrerProviderRequired: 'Referrer Provider is required',
  draftUnsaved: 'Unsaved',
  draftSubmitting: 'Submitting...',
  draftSaved: 'Saved as Draft',
  submitOrder: 'Submit for Approval',
  submitFax: 'Send Referral Fax',
  submitReferral: 'Send Referral',
  providerRequiredTitle: 'Provider Required',
  providerRequired:
    'This clinic is set up to accept orders, but no Provider is assigned to approve the order. Please contact Admin to add a Provider before continuing.',
  renameFile: 'Rename File',
  filenameRequired: 'Filename is required',
  uploadedDocuments: 'Uploaded Documents',
  validatingFax: 'Validating Files for Faxing - Please Wait',
  sentTitle: 'Referral Sent',
  orderSavedTitle: 'Order saved',
  ssnHelp:
    "Please enter a 9-digit SSN. If the patient's SSN is unknown, you may use 000-00-0000 as a placeholder.",
  // Saves
  referralCreated: 'Referral created!',
  referralUpdated: 'Referral updated!',
  orderCreated: 'Order created!',
  orderUpdated: 'Order updated!',
  referralSaved: 'Referral saved!',
  errorCreatingReferral: 'Error creating Referral!',
  errorUpdatingReferral: 'Error updating Referral!',
  errorCreatingOrder: 'Error creating Order!',
  errorUpdatingOrder: 'Error updating Order!',
  errorSavingReferral: 'Error saving referral!',
  errorSending: 'Error sending referral.',
  failedSubmit: 'Failed to submit a referral.',
  errorFaxFile: 'Error generating the file to fax.',
  // Uploads
  uploadOk: 'Successfully Uploaded Files',
  uploadFailed: 'Failed to upload files',
  // Validation
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  sentDateRequired: 'Sent Date is required',
  ssnRequired: 'SSN is required',
  ssnDigits: 'SSN must have 9 digits',
  birthdateRequired: 'Birthdate is required.',
  birthdateInvalid: 'Birthdate is invalid.',
  birthdatePast: 'Birthdate must be today or a past date.',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must have 10 digits',
  zipRequired: 'Zipcode is required',
  zipDigits: 'Zip code must have 5 digits',
  diagnosisRequired: 'Diagnosis is required',
  commentRequired: 'Comment is required',
  // SMS
  smsSent: 'SMS Sent!',
  smsFailed: 'Problem sending SMS.',
  // Notes (spec 2 section 8)
  noteCreated: 'Created Referral Note',
  noteCreatedFaxSent: 'Created Referral Note and Sent Fax Message',
  // Other
  areYouSure: 'Are you sure?',
  loadFailed:
    'We are sorry, but we are having difficulty with our system. We are unable to load data at the moment. Please reach out to us if you continue to experience this issue.',
} as const;

/** Not worded by the spec; ours (docs/decisions.md). */
export const REFERRAL_MSG_SERVER = {
  notFound: 'Referral not found.',
  notDraft: 'Only a draft can be changed this way.',
  cannotSend: 'You do not have permission to send referrals from this clinic.',
  providerCannotReceive: 'This provider does not receive referrals.',
  requiredDocuments: 'Please upload every required document before sending.',
  tooManyFiles: `At most ${String(UPLOAD_MAX_FILES)} files can be uploaded at once.`,
  fileTooLarge: `A file is larger than ${UPLOAD_MAX_BYTES.toLocaleString('en-US')} bytes.`,
  wrongType: 'Only pdf, png, jpeg, zip, tif and tiff files can be uploaded.',
  zipTooLarge: 'The zip file holds too many files or too much data.',
  noProviderUser: 'This clinic has no provider to approve the order.',
} as const;

/** The referral lifecycle's wording (spec 2 sections 4, 5 and 8): actions, dialogs, completion. */
export const REFERRAL_LIFECYCLE_MSG = {
  cannotPromote: 'Cannot promote referral',
  accepted: 'Referral Accepted.',
  acceptedDetail: 'Referral is forwarded for appointment.',
  underReview: 'Referral Under Review.',
  underReviewDetail: 'Referral is moved back to under review.',
  declined: 'Referral Declined.',
  completed: 'Referral Completed.',
  appointmentSet: 'Appointment Date Set',
  endorsed: 'Successfully endorsed referral',
  failedDecline: 'Failed to decline referral.',
  reloadReferral: 'Please try to reload the referral.',
  failedComplete: 'Failed to complete referral!',
  appointmentRequired: 'Appointment date and time is required',
  appointmentInvalid: 'Appointment date and time is invalid.',
  referralHistoryTab: 'Referral History',
  movedToTab: (tab: string) => `This referral has been moved to your ${tab} tab`,
  maintainedQuestion: 'Did the patient maintain the appointment?',
  confirmAppointmentDate: 'Confirm Appointment Date',
  confirmResults: 'Scanned follow-up documents into patient medical record',
  setAppointment: 'Set Appointment',
  declineReferral: 'Decline Referral',
  /** The completion flow's dialogs, the first one included (issue 20 item 7). */
  completeReferral: 'Complete Referral',
  // Ours (issue 20): a completion with no dialog of its own asks first; the spec's 'Are you sure?'.
  confirmTitle: 'Are you sure?',
  completeConfirm: 'Completing closes this referral for your clinic. It cannot be reopened.',
} as const;

/**
 * Sending a fax referral again (spec 2 Dialogs and section 8: 'Upload New Documents to Fax', the
 * fax cancel confirmation); the server's answers are ours (docs/referrals-api.md).
 */
export const REFERRAL_FAX_MSG = {
  uploadToFaxTitle: 'Upload New Documents to Fax',
  sendFax: 'Send Fax',
  cancelUploadConfirm: 'Are you sure you want to cancel uploading and resending the files?',
  resendConfirm: 'The referral and its documents will be faxed to the receiving clinic again.',
  changeStatusTitle: 'Change Status',
  resent: 'Referral re-sent by fax.',
  resentLog: (clinic: string) => `Referral re-sent by fax to ${clinic}.`,
  notFax: 'Only a fax referral can be re-sent by fax.',
  noFaxNumber: 'The receiving clinic has no fax number.',
} as const;

/** Completion reasons when the appointment was not maintained (spec 2 section 9). */
export const NOT_MAINTAINED_REASONS = ['Patient Declined', 'No Show', 'Other'] as const;

/** Our wording where the spec has none (docs/referrals-api.md "Lifecycle"). */
export const REFERRAL_LIFECYCLE_MSG_SERVER = {
  declineReasonRequired: 'Decline reason is required',
  /** The System Log line of a decline. */
  declinedLog: (reason: string) => `Referral declined: ${reason}`,
  completionAnswerRequired: 'Please answer whether the patient maintained the appointment.',
  confirmationsRequired: 'Please confirm the appointment date and the follow-up documents.',
  notMaintainedReasonRequired: 'Please pick why the appointment was not maintained.',
  otherReasonRequired: 'Please describe the other reason.',
  declinedNoAppointment: 'A declined referral cannot get an appointment.',
  unknownPromotion: 'This status cannot be set this way.',
} as const;

/** The detail view's wording (spec 2 "Referral detail view" and "Dialogs"). */
export const REFERRAL_DETAIL_MSG = {
  patientDemographics: 'Patient Demographics',
  editPatientTitle: 'Edit Patient Demographics',
  updateInformationTitle: 'Update Referral Information',
  updateSourceTitle: 'Update Referral Source',
  showMore: 'Show More',
  showLess: 'Show Less',
  appointmentDate: 'Appointment Date',
  declineReason: 'Decline Reason',
  orderNotApproved: 'Order not yet approved',
  /**
   * A referral the user's clinic does not see, or none at all: the server answers both alike
   * (NOT_FOUND), so the words cover both. Issue 20 item 7 replaces the spec's 'This referral is
   * not part of {clinic}' under its system-failure text, which blamed the system.
   */
  notPartOf: (clinic: string) =>
    clinic
      ? `This referral does not exist or is not shared with ${clinic}.`
      : 'This referral does not exist or is not shared with you.',
} as const;

/** The public review page's sign-in refusals and the referrer's message e-mail (issue 6). */
export const PUBLIC_REVIEW_MSG = {
  /** Spec 2 section 8: said when the sign-in opens the referral (issue 17). */
  retrieved: 'Successfully retrieved referral.',
  accessCodeRequired: 'Access code is required',
  invalidCredentials: 'Invalid email or access code.',
  expired: 'This access code has expired. Please contact the clinic.',
  tooManyAttempts: 'Too many attempts. Please wait an hour and try again.',
  /** The e-mail to the public referrer when the clinic writes a message (no patient data). */
  newMessageSubject: 'New message about your referral',
  publicReferrer: (contact: string) => `${contact} (public referrer)`,
} as const;

/** The public referral form's wording (spec 2 "Public referral form", sections 5 and 8; issue 6). */
export const PUBLIC_REFERRAL_MSG = {
  /** The confirmation's title and the heading of the submitter's e-mail. */
  submittedTitle: 'Referral submitted',
  // Spec 2 section 5 (public referrer) and section 8.
  invalidEmail: 'Invalid email',
  officePhoneDigits: 'Office phone number must have 10 digits',
  faxDigits: 'Fax must have 10 digits',
  submitted: 'Successfully submitted a referral.',
  submitFailed: 'Failed to submit a referral.',
  uploaded: 'Successfully uploaded files.',
  uploadFailed: 'Failed to submit referral documents.',
  submitDisabled: 'Please complete all required items to enable submission',
  submit: 'Submit Referral',
  cannotLoadForm: (code: string) => `Cannot load clinic referral form for Clinic ${code}`,
  contactAdministrator: 'Please contact the system administrator',
  // Ours: the spec says these fields are required without wording the message (docs/decisions.md).
  emailRequired: 'Email is required',
  physicianRequired: 'Physician is required',
  clinicNameRequired: 'Clinic Name is required',
  contactRequired: 'Contact is required',
  providerRequired: 'Provider is required',
  officePhoneRequired: 'Office phone number is required',
  clinicNotFound: 'Clinic not found.',
  providerNotFound: 'This provider does not receive referrals from the public form.',
  uploadTokenInvalid: 'This upload has expired. Please submit the referral form again.',
  /** The e-mail to the referrer after submitting (no patient data). */
  mailSubject: (clinic: string) => `Your referral to ${clinic}`,
} as const;

/** The provider portal's wording: orders and the provider's signature (spec 3 sections 2.5, 5, 8; issue 7). */
export const ORDER_MSG = {
  loadFailed: 'Error loading orders',
  approved: 'Order approved successfully',
  notApproved: 'Order not approved.',
  noSignature: 'No digital signature found',
  autoApprove: 'Automatically approve all pending orders',
  // Ours (issue 17 item 11): switching it on approves the orders already waiting, after this.
  autoApproveConfirmTitle: 'Automatically approve all pending orders?',
  autoApproveConfirm: (n: number) =>
    n === 1 ? '1 pending order will be approved.' : `${n} pending orders will be approved.`,
  autoApproveConfirmDetail:
    'Each is approved with your current signature, and orders that arrive later are approved as they arrive.',
  autoApproveConfirmButton: 'Approve',
  signatureManagement: 'Signature Management',
  createSignatureTitle: 'Create Digital Signature',
  defaultSignatureName: 'Signature',
  // Ours (contract issue 7): the server's refusals, shown as the server words them.
  signatureRequired: 'A signature is required to approve or decline orders.',
  // Ours (issue 20): only a decline is explained to the senders.
  reasonOnlyWhenDeclining: 'A reason can only be given when declining an order.',
  invalidSignatureImage:
    'The signature must be a picture file the server can read (PNG, JPEG, GIF, WebP, BMP or TIFF).',
  svgSignature: 'An SVG drawing cannot be used as a signature. Please upload a PNG or JPEG image.',
  signatureTooLarge: 'The signature image must be at most 2,000,000 bytes.',
} as const;

/** The largest signature image accepted (contract issue 7). */
export const SIGNATURE_MAX_BYTES = 2_000_000;

/**
 * One line on what a button does, shown on hover, focus or a long press (issue 20 item 7): the
 * actions whose names alone leave a newcomer guessing.
 */
export const ACTION_HINTS = {
  sendReferral: "Send a patient to another clinic's provider, with their documents, step by step.",
  addReferral: 'Record a referral made outside ReferralHub, so it is tracked here too.',
  addOrder: 'Enter an order by hand; it waits for the provider to approve it.',
  endorse: 'Ask your colleagues who can accept referrals to review this one.',
} as const;
