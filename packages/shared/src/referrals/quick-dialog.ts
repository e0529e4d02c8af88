import { z } from 'zod';
import { multilineText, singleLineText } from '../text.js';
import { parseUsDate } from '../admin/form-schema.js';
import { REFERRAL_MSG } from './messages.js';

/**
 * The Add/Edit Referral or Order quick dialog (spec 2 section 5): a manually entered referral.
 * Dates are typed MM/DD/YYYY and saved YYYY-MM-DD; ids are numeric.
 */
const requiredText = (msg: string) => singleLineText({ error: msg }).trim().min(1, msg).max(255);
const optionalText = multilineText().trim().max(2000).optional().default('');
const optionalDate = singleLineText()
  .trim()
  .optional()
  .default('')
  .transform((v, ctx) => {
    if (v === '') return '';
    const iso = parseUsDate(v);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: REFERRAL_MSG.birthdateInvalid });
      return z.NEVER;
    }
    return iso;
  });
const optionalId = z.coerce.number().int().positive().optional().nullable();

export const quickReferralSchema = z.object({
  firstname: requiredText(REFERRAL_MSG.firstNameRequired),
  lastname: requiredText(REFERRAL_MSG.lastNameRequired),
  sentdate: singleLineText({ error: REFERRAL_MSG.sentDateRequired })
    .trim()
    .min(1, REFERRAL_MSG.sentDateRequired)
    .transform((v, ctx) => {
      const iso = parseUsDate(v);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: REFERRAL_MSG.sentDateRequired });
        return z.NEVER;
      }
      return iso;
    }),
  mrn: optionalText,
  birthdate: optionalDate,
  diagnosis: optionalText,
  clinic_receiver_id: optionalId,
  clinic_referrer_id: optionalId,
  provider_id: optionalId,
  is_order: z.boolean().optional().default(false),
});
export type QuickReferralInput = z.input<typeof quickReferralSchema>;
export type QuickReferral = z.output<typeof quickReferralSchema>;
