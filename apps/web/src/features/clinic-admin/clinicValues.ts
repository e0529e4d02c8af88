import {
  formatClinicAddress,
  parseClinicExtraInfo,
  toClinicExtraInfo,
  type ClinicInput,
  type ClinicOutput,
} from '@app/shared';
import type { ClinicDto, ClinicInputDto } from './graphql';

/** The clinic form's starting values: a clinic's, or an empty new clinic. */
export function clinicFormValues(clinic?: ClinicDto | null): ClinicInput {
  const phones = parseClinicExtraInfo(clinic?.extra_info);
  return {
    name: clinic?.name ?? '',
    code: clinic?.code ?? '',
    is_order: clinic?.is_order ?? false,
    can_receive: clinic?.can_receive ?? true,
    is_public: clinic?.is_public ?? false,
    office_phone: clinic?.office_phone ?? phones.office_phone,
    fax: clinic?.fax ?? phones.fax,
    address_line1: clinic?.address_line1 ?? '',
    address_city: clinic?.address_city ?? '',
    address_state: clinic?.address_state ?? '',
    address_zip: clinic?.address_zip ?? '',
    tags: clinic?.tags.map((t) => t.tag.toLowerCase()) ?? [],
    referral_network_id: clinic?.referral_network?.id ?? null,
    organization_id: clinic?.organization?.id ?? null,
  };
}

/** 'street, city, region, postcode' (spec 1 section 5). */
export function fullAddress(v: {
  address_line1?: string | null;
  address_city?: string | null;
  address_state?: string | null;
  address_zip?: string | null;
}): string {
  return [v.address_line1, v.address_city, v.address_state, v.address_zip]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/** The API's ClinicInput from parsed form values; admin-only fields are sent only by admins. */
export function toClinicInput(
  v: ClinicOutput,
  { id, isAdmin }: { id?: string; isAdmin: boolean },
): ClinicInputDto {
  return {
    ...(id ? { id } : {}),
    name: v.name,
    ...(isAdmin
      ? {
          code: v.code,
          referral_network_id: v.referral_network_id == null ? null : String(v.referral_network_id),
          organization_id: v.organization_id == null ? null : String(v.organization_id),
        }
      : {}),
    tags: v.tags,
    is_order: v.is_order,
    can_receive: v.can_receive,
    address_line1: v.address_line1,
    address_city: v.address_city,
    address_state: v.address_state,
    address_zip: v.address_zip,
    full_address: fullAddress(v),
    extra_info: toClinicExtraInfo(v),
  };
}

/** The clinic as save_clinic wants it for an update, from what the server returned. */
export function clinicDtoToInput(clinic: ClinicDto, isAdmin: boolean): ClinicInputDto {
  return {
    id: clinic.id,
    name: clinic.name,
    ...(isAdmin
      ? {
          code: clinic.code || null,
          referral_network_id: clinic.referral_network?.id ?? null,
          organization_id: clinic.organization?.id ?? null,
        }
      : {}),
    tags: clinic.tags.map((t) => t.tag),
    is_order: clinic.is_order,
    can_receive: clinic.can_receive,
    address_line1: clinic.address_line1 ?? '',
    address_city: clinic.address_city ?? '',
    address_state: clinic.address_state ?? '',
    address_zip: clinic.address_zip ?? '',
    full_address: clinic.full_address ?? fullAddress(clinic),
    extra_info: clinic.extra_info,
    providers: [],
    users: [],
  };
}

export { formatClinicAddress };
