import {
  ADMIN_ONLY_CLINIC_FIELDS,
  clinicSchema,
  parseClinicExtraInfo,
  type ClinicOutput,
} from '@app/shared';
import type { FieldErrors } from '../../lib/app-error.js';
import { addError, parseAt } from '../catalog/parse.js';
import type { ProviderToSave } from '../providers/provider-input.js';
import type { NewClinicUser } from '../users/create-clinic-user.js';
import { CLINIC_MSG_SERVER } from './clinic-messages.js';
import type { ClinicRow } from './clinics.repo.js';

/** The stored clinic fields a save writes (validated by clinicSchema). */
export interface ClinicToSave {
  name: string;
  code: string | null;
  is_order: boolean;
  can_receive: boolean;
  is_public: boolean;
  office_phone: string;
  fax: string;
  address_line1: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip: string | null;
  full_address: string | null;
  tags: string[];
  referral_network_id: number | null;
  organization_id: number | null;
  /** An update that sent no tags keeps the stored ones. */
  keepTags?: boolean;
}

/** A clinic to create with its providers and users (insert-clinic.ts). */
export interface NewClinic {
  clinic: ClinicToSave;
  providers: ProviderToSave[];
  users: NewClinicUser[];
  /** Field error prefix: 'clinic.' for the enrollment route, '' for GraphQL. */
  prefix: string;
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const currentValue = (
  current: ClinicRow | null,
  field: (typeof ADMIN_ONLY_CLINIC_FIELDS)[number],
) =>
  field === 'code'
    ? (current?.code ?? null)
    : field === 'referral_network_id'
      ? (current?.referralNetworkId ?? null)
      : (current?.organizationId ?? null);

/**
 * Validates ClinicInput with the shared clinicSchema, errors under `prefix` ('' or 'clinic.').
 * The API sends phone and fax inside the extra_info JSON text; explicit office_phone / fax win.
 * A non-admin who sends an admin-only field (code, referral group, organization) with a value
 * other than the stored one gets a field error; a blank one is ignored.
 */
export function parseClinic(
  raw: unknown,
  opts: { admin: boolean; current: ClinicRow | null; prefix: string },
  errors: FieldErrors,
): ClinicToSave | undefined {
  const input = asRecord(raw);
  const extra = parseClinicExtraInfo(
    typeof input['extra_info'] === 'string' ? input['extra_info'] : '',
  );
  // On an update, optional fields left out keep their stored values (a partial save, such as the
  // Referral Type switch, must not reset them to the schema defaults).
  const absent = (k: string) => input[k] === undefined || input[k] === null;
  const cur = opts.current;
  const kept = cur
    ? {
        ...(absent('can_receive') ? { can_receive: cur.canReceive } : {}),
        ...(absent('is_public') ? { is_public: cur.isPublic } : {}),
        ...(absent('extra_info') && absent('office_phone')
          ? { office_phone: cur.officePhone ?? '' }
          : {}),
        ...(absent('extra_info') && absent('fax') ? { fax: cur.fax ?? '' } : {}),
      }
    : {};
  const flat = {
    ...input,
    office_phone: input['office_phone'] ?? extra.office_phone,
    fax: input['fax'] ?? extra.fax,
    ...kept,
  };
  const parsed: ClinicOutput | undefined = parseAt(clinicSchema, flat, opts.prefix, errors);
  if (!opts.admin) {
    for (const field of ADMIN_ONLY_CLINIC_FIELDS) {
      const sent = parsed ? parsed[field] : (flat as Record<string, unknown>)[field];
      if (sent === null || sent === undefined || sent === '') continue;
      if (String(sent) !== String(currentValue(opts.current, field) ?? '')) {
        addError(errors, `${opts.prefix}${field}`, CLINIC_MSG_SERVER.adminOnly);
      }
    }
  }
  if (!parsed) return undefined;
  const fullAddress = typeof input['full_address'] === 'string' ? input['full_address'].trim() : '';
  return {
    ...parsed,
    address_line1: parsed.address_line1,
    full_address: fullAddress.slice(0, 500) || null,
    keepTags: cur !== null && absent('tags'),
    // Non-admins never change these; the repository writes them for admins only. An admin's
    // update that leaves one out (undefined, not null) keeps the stored value.
    ...(opts.admin
      ? cur
        ? {
            ...(input['referral_network_id'] === undefined
              ? { referral_network_id: cur.referralNetworkId }
              : {}),
            ...(input['organization_id'] === undefined
              ? { organization_id: cur.organizationId }
              : {}),
          }
        : {}
      : {
          code: opts.current?.code ?? null,
          referral_network_id: opts.current?.referralNetworkId ?? null,
          organization_id: opts.current?.organizationId ?? null,
        }),
  };
}
