import { REFERRAL_MSG } from './messages.js';

/** The four wizard steps in order (spec 2 section 2). */
export const WIZARD_STEPS = [
  REFERRAL_MSG.stepFindProvider,
  REFERRAL_MSG.stepPatient,
  REFERRAL_MSG.stepDocuments,
  REFERRAL_MSG.stepSend,
] as const;
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** Debounce of the draft auto-save, and the pause before a fax is generated (spec 2 section 9). */
export const DRAFT_SAVE_DEBOUNCE_MS = 1500;
export const FAX_VALIDATION_DELAY_MS = 2000;
export const FAX_RECIPIENT_PREFIX = '001';

export interface ReceiverKind {
  isOrder: boolean;
  /** A fax clinic: a clinic with a fax number and no users. */
  isFax: boolean;
}

export function submitLabel(r: ReceiverKind): string {
  if (r.isOrder) return REFERRAL_MSG.submitOrder;
  if (r.isFax) return REFERRAL_MSG.submitFax;
  return REFERRAL_MSG.submitReferral;
}

export function isFaxClinic(c: { fax?: string | null; usersCount: number }): boolean {
  return c.usersCount === 0 && (c.fax ?? '').trim() !== '';
}

/** Whether Next is enabled on a step (spec 2 section 2). */
export function canGoNext(s: {
  step: number;
  hasReferral: boolean;
  patientValid: boolean;
  requiredDocumentsMissing: boolean;
}): boolean {
  if (s.step >= LAST_STEP || !s.hasReferral) return false;
  if (s.step === 1 && !s.patientValid) return false;
  if (s.step === 2 && s.requiredDocumentsMissing) return false;
  return true;
}

export type DraftState = 'unsaved' | 'submitting' | 'saved';
export const DRAFT_STATE_LABEL: Record<DraftState, string> = {
  unsaved: REFERRAL_MSG.draftUnsaved,
  submitting: REFERRAL_MSG.draftSubmitting,
  saved: REFERRAL_MSG.draftSaved,
};
