import { clinicMinimalSchema, defaultProviderValues, parseClinicExtraInfo } from '@app/shared';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import { parseProvider } from '../providers/provider-input.js';
import type { ActionContext } from '../../action-context.js';
import type { ClinicRow } from './clinics.repo.js';
import { insertClinic } from './insert-clinic.js';

/**
 * save_clinic_minimal (quick-add from the clinic picker): a clinic with a name and optional phone
 * and fax, no users, receiving referrals through its default provider, not public. Any member may
 * add one; the server records who did (creator_id, creator_clinic_id).
 */
export async function saveClinicMinimal(ctx: ActionContext, raw: unknown): Promise<ClinicRow> {
  const input = (raw ?? {}) as Record<string, unknown>;
  const extra =
    typeof input['extra_info'] === 'string'
      ? parseClinicExtraInfo(input['extra_info'])
      : input['extra_info'];
  const parsed = parseInput(clinicMinimalSchema, { name: input['name'], extra_info: extra });
  const errors: FieldErrors = {};
  const defaultProvider = parseProvider(defaultProviderValues(), {}, errors);
  if (!defaultProvider) throw AppError.validation('The given data was invalid.', errors);
  return insertClinic(ctx, {
    clinic: {
      name: parsed.name,
      code: null,
      is_order: false,
      can_receive: true,
      is_public: false,
      office_phone: parsed.extra_info.office_phone,
      fax: parsed.extra_info.fax,
      address_line1: null,
      address_city: null,
      address_state: null,
      address_zip: null,
      full_address: null,
      tags: [],
      referral_network_id: null,
      organization_id: null,
    },
    providers: [{ ...defaultProvider, can_receive: true }],
    users: [],
    prefix: '',
  });
}
