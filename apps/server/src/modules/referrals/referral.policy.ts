import {
  EDITABLE_STATUSES,
  hasBit,
  PERMISSION,
  REFERRAL_MSG,
  REFERRAL_MSG_SERVER,
  REFERRAL_REQUEST_MSG,
} from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { isAdmin, type Actor } from '../auth/actor.js';
import { viewerOf, type ReferralRow } from './referral-access.js';

/** Not worded by the spec (docs/referrals-api.md). */
export const REFERRAL_POLICY_MSG = {
  draftInWizard: 'A draft is changed in the referral wizard.',
  providerRequired: REFERRAL_REQUEST_MSG.providerRequired,
  referrerProviderRequired: REFERRAL_REQUEST_MSG.referrerProviderRequired,
  providerNotFound: 'Provider not found.',
  patientNotFound: REFERRAL_REQUEST_MSG.patientNotFound,
  clinicNotFound: 'Clinic not found.',
} as const;

/** Drafts change only while they are drafts (409). */
export function assertDraft(r: Pick<ReferralRow, 'status'>): void {
  if (!EDITABLE_STATUSES.includes(r.status))
    throw new AppError('CONFLICT', REFERRAL_MSG_SERVER.notDraft);
}

/** The receiving provider's facts the sending rules look at. */
export interface ReceivingProvider {
  id: number;
  clinicId: number;
  isDefault: boolean;
  userId: number | null;
  /** The receiving clinic takes orders. */
  isOrder: boolean;
  /** An Orders clinic has a provider user who can approve (false for other clinics). */
  clinicHasProviderUser: boolean;
  /** The sending and receiving clinics share an organization (spec 2 section 5). */
  sameOrganization: boolean;
}

const providerError = (message: string) => AppError.validation(message, { provider_id: [message] });

/**
 * Whether a referral can go to this provider (spec 2 sections 2 and 5): it receives, and an
 * Orders clinic needs a provider user to approve the order ('Provider Required') and never takes
 * its default provider. `provider` is undefined when it does not receive at all.
 */
export function assertReceivable(
  provider: ReceivingProvider | undefined,
): asserts provider is ReceivingProvider {
  if (!provider) throw providerError(REFERRAL_MSG_SERVER.providerCannotReceive);
  if (!provider.isOrder) return;
  if (!provider.clinicHasProviderUser) throw providerError(REFERRAL_MSG.providerRequired);
  if (provider.isDefault || provider.userId === null) {
    throw providerError(REFERRAL_MSG_SERVER.providerCannotReceive);
  }
}

/**
 * Who edits the patient of a sent referral: admins, the referring clinic's senders, and the
 * receiving clinic's staff who accept or schedule (docs/referrals-api.md).
 */
export function canEditPatient(actor: Actor, r: ReferralRow, maskInViewerClinic: number): boolean {
  if (isAdmin(actor)) return true;
  if (viewerOf(actor, r) === 'referrer')
    return hasBit(maskInViewerClinic, PERMISSION.SEND_REFERRAL);
  return (
    hasBit(maskInViewerClinic, PERMISSION.ACCEPT_REFERRAL) ||
    hasBit(maskInViewerClinic, PERMISSION.SCHEDULE_REFERRAL)
  );
}
