import type { FaxReferralSuggestion } from '@app/shared';

/** The part of an InboundFax the Create Referral dialog needs (contract section F). */
export interface FaxForReferral {
  id: string;
  pdf_url: string;
  metadata: { pages_count: number };
  clinic: { id: number | string; name: string } | null;
  actions: { can_select_receiving_provider: boolean };
}

/** What save_fax_referral created. */
export interface CreatedFaxReferral {
  id: string;
  uuid: string;
  status: string;
}

export interface CreateFaxReferralDialogProps {
  open: boolean;
  fax: FaxForReferral;
  /** A detected referral's form_suggestion: prefills the form and the page range. */
  suggestion?: FaxReferralSuggestion | null;
  /** The Referring Clinic chosen on the received faxes page ('USE THIS CLINIC'); wins over the suggestion's. */
  referringClinic?: { id: number | string; name: string } | null;
  /** The Receiving Provider chosen in the detail pane (a provider id): the form starts with it. */
  receivingProvider?: string | null;
  onClose: () => void;
  onCreated: (referral: CreatedFaxReferral) => void;
}
