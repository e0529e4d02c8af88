import { z } from 'zod';
import { normalizePhone } from '../admin/masks.js';
import { optionalMaskedPhone, requiredText } from '../admin/fields.js';
import { PUBLIC_REFERRAL_MSG as M } from './messages.js';

/**
 * The referrer contact of the public referral form (spec 2 section 5, "Public referrer"); the
 * patient and custom fields are the clinic's external form (`buildReferralFormSchema`). Phones
 * arrive masked or as bare digits (the form strips dashes on submit) and are kept masked.
 */
export const publicReferrerSchema = z.object({
  contact_email: z
    .string({ error: M.emailRequired })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().min(1, { error: M.emailRequired, abort: true }).pipe(z.email(M.invalidEmail)))
    .transform((e) => e.toLowerCase()),
  physician: requiredText(M.physicianRequired),
  clinic_name: requiredText(M.clinicNameRequired),
  contact: requiredText(M.contactRequired),
  provider_uuid: requiredText(M.providerRequired, 36),
  office_phone: z
    .string({ error: M.officePhoneRequired })
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
