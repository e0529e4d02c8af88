import type { ActionContext } from '../../action-context.js';
import { AppError, INVALID_DATA } from '../../lib/app-error.js';
import { INBOUND_FAX_POLICY_MSG } from './inbound-fax.policy.js';
import { publishInboundFaxChanged } from './inbound-events.js';
import type { InboundFaxClinicRef } from './inbound-faxes.repo.js';

const clinicError = (message: string) =>
  AppError.validation(INVALID_DATA, { clinic_id: [message] });

/**
 * save_fax_clinic_association: puts a received fax in a clinic's inbox. Admins may choose any
 * live clinic with users; a member of the fax's clinic another clinic they belong to. The clinic
 * it leaves and the one it joins both hear of it.
 */
export async function assignFax(
  ctx: Pick<ActionContext, 'data' | 'deps' | 'now'>,
  faxUuid: string,
  clinicId: number,
): Promise<InboundFaxClinicRef> {
  const repo = ctx.data.inboundFaxes;
  const fax = await repo.find(faxUuid);
  if (clinicId === fax.clinicId) throw clinicError(INBOUND_FAX_POLICY_MSG.sameClinic);
  const clinic = await repo.assignableClinic(clinicId);
  if (!clinic) throw clinicError(INBOUND_FAX_POLICY_MSG.clinicNotFound);
  await repo.transaction(async (tx, afterCommit) => {
    await tx.faxes.assign(fax, clinic, ctx.now);
    await publishInboundFaxChanged(
      ctx.deps.events,
      { uuid: fax.uuid, status: fax.status, clinicIds: [fax.clinicId, clinic.id] },
      afterCommit,
    );
  });
  return clinic;
}
