import { isAdmin } from '../auth/actor.js';
import type { InboundFaxesRepo, InboundFaxRow } from './inbound-faxes.repo.js';

/** Not worded by the spec. */
export const INBOUND_FAX_POLICY_MSG = {
  sameClinic: 'The fax is already assigned to this clinic.',
  clinicNotFound: 'Clinic not found.',
} as const;

/** What the actor may do with a fax they see (the InboundFaxActions of the contract). */
export interface InboundFaxActions {
  canSelectReceivingProvider: boolean;
  canAssign: boolean;
  canDelete: boolean;
  canCreateReferral: boolean;
}

/**
 * Seeing a fax is being an admin or a member of its clinic, which is also who may delete it and
 * create referrals from it (once it has a clinic). Staff may move it only to another clinic of
 * theirs, so a member of one clinic cannot assign at all.
 */
export async function inboundFaxActions(
  repo: InboundFaxesRepo,
  fax: InboundFaxRow,
): Promise<InboundFaxActions> {
  const { actor } = repo;
  const hasClinic = fax.clinicId !== null;
  return {
    canSelectReceivingProvider: hasClinic && (await repo.hasReceivingProviders(fax.clinicId!)),
    canAssign: isAdmin(actor) || actor.clinicIds.some((id) => id !== fax.clinicId),
    canDelete: true,
    canCreateReferral: hasClinic,
  };
}
