import { z } from 'zod';
import { singleLineText } from '../text.js';
import { optionalId, optionalMaskedPhone, requiredText, zipCode } from './fields.js';

/** The spec's wording for clinic fields (spec 1 section 5). */
export const CLINIC_MSG = {
  nameRequired: 'Clinic name is required',
  officePhone: 'Office phone number must have 10 digits',
  fax: 'Fax must have 10 digits',
  addressLine1Required: 'Address Line 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Zipcode is required',
  zipDigits: 'Zip code must have 5 digits',
  // Not worded by the spec (it only says "required boolean"): named after the screen's selector.
  isOrderRequired: 'Referral Type is required',
  // Not worded by the spec: the code and tag rules are ours.
  code: 'Clinic code may use letters, digits and dashes (2 to 20)',
  tag: 'A tag must have 1 to 50 characters',
} as const;

/** The spec's success texts of clinic administration (spec 1 section 8): the server answers them, the web shows them. */
export const CLINIC_ADMIN_MSG = {
  created: 'Successfully created a clinic',
  updated: 'Successfully updated a clinic',
  archived: 'Clinic archived',
  deleted: 'Clinic deleted',
  userCreated: 'Successfully created a user',
  userDeleted: 'User is successfully deleted.',
  // Not worded by the spec.
  organizationNameRequired: 'Organization name is required',
} as const;

export const TAG_MAX_LENGTH = 50;
export const CLINIC_CODE_PATTERN = /^[A-Z0-9-]{2,20}$/;

/** Only an admin may set these (spec 1 section 6); the server drops them for anyone else. */
export const ADMIN_ONLY_CLINIC_FIELDS = ['code', 'referral_network_id', 'organization_id'] as const;
export type AdminOnlyClinicField = (typeof ADMIN_ONLY_CLINIC_FIELDS)[number];

/** Tags display in lower case (spec 1 section 5), so they are stored that way and compared so. */
export function normalizeTag(tag: string): string {
  return tag.trim().toLowerCase();
}

const tags = z
  .array(
    singleLineText({ error: CLINIC_MSG.tag })
      .transform(normalizeTag)
      .pipe(z.string().min(1, CLINIC_MSG.tag).max(TAG_MAX_LENGTH, CLINIC_MSG.tag)),
  )
  .nullish()
  .transform((list) => [...new Set(list ?? [])]);

/**
 * Codes are looked up case-insensitively by people (clinic_by_code), so they are stored upper-case;
 * a blank code means "none" and becomes null.
 */
const clinicCode = singleLineText({ error: CLINIC_MSG.code })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || CLINIC_CODE_PATTERN.test(v), CLINIC_MSG.code)
  .nullish()
  .transform((v) => (v ? v : null));

const extraInfoPhones = {
  office_phone: optionalMaskedPhone(CLINIC_MSG.officePhone),
  fax: optionalMaskedPhone(CLINIC_MSG.fax),
};

/**
 * The clinic form (details tab, enrollment wizard, non-affiliate registration). Flat: the API's
 * extra_info JSON holds office_phone and fax, see toClinicExtraInfo.
 */
export const clinicSchema = z.object({
  name: requiredText(CLINIC_MSG.nameRequired),
  code: clinicCode,
  is_order: z.boolean({ error: CLINIC_MSG.isOrderRequired }),
  can_receive: z.boolean().default(true),
  is_public: z.boolean().default(false),
  ...extraInfoPhones,
  address_line1: requiredText(CLINIC_MSG.addressLine1Required),
  address_city: requiredText(CLINIC_MSG.cityRequired),
  address_state: requiredText(CLINIC_MSG.stateRequired),
  address_zip: zipCode(CLINIC_MSG.zipRequired, CLINIC_MSG.zipDigits),
  tags,
  referral_network_id: optionalId,
  organization_id: optionalId,
});
export type ClinicInput = z.input<typeof clinicSchema>;
export type ClinicOutput = z.output<typeof clinicSchema>;

/** Quick-add clinic dialog (save_clinic_minimal): a name plus optional phone and fax. */
export const clinicMinimalSchema = z.object({
  name: requiredText(CLINIC_MSG.nameRequired),
  extra_info: z
    .object(extraInfoPhones)
    .nullish()
    .transform((v) => v ?? { office_phone: '', fax: '' }),
});
export type ClinicMinimalInput = z.input<typeof clinicMinimalSchema>;
export type ClinicMinimalOutput = z.output<typeof clinicMinimalSchema>;

export interface ClinicExtraInfo {
  office_phone: string;
  fax: string;
}

/** The extra_info JSON text the API stores for a clinic. */
export function toClinicExtraInfo(v: {
  office_phone?: string | null;
  fax?: string | null;
}): string {
  const info: ClinicExtraInfo = { office_phone: v.office_phone ?? '', fax: v.fax ?? '' };
  return JSON.stringify(info);
}

/** Reads extra_info text; text that is not a JSON object gives empty numbers rather than a throw. */
export function parseClinicExtraInfo(text: string | null | undefined): ClinicExtraInfo {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    parsed = null;
  }
  const o =
    parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return { office_phone: str(o['office_phone']), fax: str(o['fax']) };
}

/** The address as the details view prints it: street, city, state zip. */
export function formatClinicAddress(v: {
  address_line1?: string | null;
  address_city?: string | null;
  address_state?: string | null;
  address_zip?: string | null;
}): string {
  const stateZip = [v.address_state, v.address_zip].filter(Boolean).join(' ');
  return [v.address_line1, v.address_city, stateZip].filter(Boolean).join(', ');
}
