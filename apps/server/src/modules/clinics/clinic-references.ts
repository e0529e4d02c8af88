import { AppError, type FieldErrors } from '../../lib/app-error.js';
import type { ClinicToSave } from './clinic-input.js';
import { CLINIC_MSG_SERVER } from './clinic-messages.js';
import type { ClinicsTx } from './clinics.repo.js';

/** A code another clinic has (archived ones too) is refused under the code field. */
export async function assertCodeFree(
  tx: ClinicsTx,
  code: string,
  exceptId: number | null,
  path: string,
): Promise<void> {
  if (await tx.codeTaken(code, exceptId)) {
    throw AppError.validation(CLINIC_MSG_SERVER.codeTaken, {
      [path]: [CLINIC_MSG_SERVER.codeTaken],
    });
  }
}

/** The referral group (a live one) and the organization named must exist. */
export async function assertReferences(
  tx: ClinicsTx,
  c: ClinicToSave,
  prefix: string,
): Promise<void> {
  const errors: FieldErrors = {};
  if (c.referral_network_id !== null && !(await tx.networkExists(c.referral_network_id))) {
    errors[`${prefix}referral_network_id`] = [CLINIC_MSG_SERVER.unknownNetwork];
  }
  if (c.organization_id !== null && !(await tx.organizationExists(c.organization_id))) {
    errors[`${prefix}organization_id`] = [CLINIC_MSG_SERVER.unknownOrganization];
  }
  if (Object.keys(errors).length) throw AppError.validation('The given data was invalid.', errors);
}
