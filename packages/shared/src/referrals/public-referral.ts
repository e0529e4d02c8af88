import { z } from 'zod';
import { singleLineText } from '../text.js';
import { normalizePhone } from '../admin/masks.js';
import { optionalMaskedPhone, requiredText } from '../admin/fields.js';
import { PUBLIC_REFERRAL_MSG as M } from './messages.js';

/**
 * The referrer contact of the public referral form (spec 2 section 5, "Public referrer"); the
 * patient and custom fields are the clinic's external form (`buildReferralFormSchema`). Phones
 * arrive masked or as bare digits (the form strips dashes on submit) and are kept masked.
 */
export const publicReferrerSchema = z.object({
  contact_email: singleLineText({ error: M.emailRequired })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().min(1, { error: M.emailRequired, abort: true }).pipe(z.email(M.invalidEmail)))
    .transform((e) => e.toLowerCase()),
  physician: requiredText(M.physicianRequired),
  clinic_name: requiredText(M.clinicNameRequired),
  contact: requiredText(M.contactRequired),
  provider_uuid: requiredText(M.providerRequired, 36),
  office_phone: singleLineText({ error: M.officePhoneRequired })
    .nullish()
    .transform((v, ctx) => {
      const t = (v ?? '').trim();
      const masked = normalizePhone(t);
      if (masked !== null) return masked;
      ctx.addIssue({ code: 'custom', message: t ? M.officePhoneDigits : M.officePhoneRequired });
      return z.NEVER;
    }),
  fax: optionalMaskedPhone(M.faxDigits),
});

export type PublicReferrerInput = z.input<typeof publicReferrerSchema>;
export type PublicReferrerContact = z.output<typeof publicReferrerSchema>;

/** The referrer metadata a public referral keeps (`referrals.referrer_metadata`). */
export type PublicReferrerMetadata = Omit<PublicReferrerContact, 'provider_uuid'>;

/** The referrer's contact as a public referral keeps and shows it: absent or blank parts are null. */
export interface PublicReferrerJson {
  contact_email: string;
  physician: string | null;
  clinic_name: string | null;
  contact: string | null;
  office_phone: string | null;
  fax: string | null;
}

/** The contact out of a public referral's stored metadata (`referrals.referrer_metadata`). */
export function publicReferrerContact(
  metadata: Record<string, unknown> | null | undefined,
): PublicReferrerJson {
  const m = metadata ?? {};
  const str = (k: string) => (typeof m[k] === 'string' && m[k] !== '' ? (m[k] as string) : null);
  return {
    contact_email: str('contact_email') ?? '',
    physician: str('physician'),
    clinic_name: str('clinic_name'),
    contact: str('contact'),
    office_phone: str('office_phone'),
    fax: str('fax'),
  };
}

/**
 * A public referral to a fax clinic (no users, a fax number) goes out by fax (issue 17 item 3); the
 * form and the review page say so. Ours: the spec does not word it (docs/decisions.md).
 */
export const PUBLIC_FAX_MSG = {
  receivesByFax: 'This clinic receives referrals by fax.',
  sentByFax: (clinic: string) => `Your referral was sent by fax to ${clinic}.`,
  faxStatus: 'Fax Status',
  faxPending: 'Preparing the fax',
} as const;
