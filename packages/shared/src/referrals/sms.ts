import { z } from 'zod';
import { singleLineText } from '../text.js';
import { REFERRAL_MSG } from './messages.js';

/**
 * The post-send SMS form (spec 2 sections 3 and 5). Phone is sent as 10 digits: the referral's
 * patient phone, or a number typed instead, which the server records as the patient's phone. The
 * text is not the sender's to write (issue 18 item 11): the server sends the spec's template
 * (`defaultSmsText`), so a `message` sent along is ignored.
 */
export const smsSchema = z.object({
  send_sms: z.boolean().optional().default(true),
  phone: singleLineText({ error: REFERRAL_MSG.phoneRequired })
    .transform((v) => v.replace(/\D/g, ''))
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: REFERRAL_MSG.phoneRequired });
      else if (!/^\d{10}$/.test(v))
        ctx.addIssue({ code: 'custom', message: REFERRAL_MSG.phoneDigits });
    }),
  referral_uuid: singleLineText().pipe(z.uuid()),
});
export type SmsInput = z.input<typeof smsSchema>;

/** The SMS text (spec 2 section 9's default text; the only text sent, issue 18 item 11). */
export function defaultSmsText(opts: {
  sendingClinic: string;
  receivingClinic: string;
  receiverOfficePhone?: string | null;
}): string {
  const base = `From ${opts.sendingClinic}: This is confirmation that we sent your referral to ${opts.receivingClinic}.`;
  const phone = (opts.receiverOfficePhone ?? '').trim();
  return phone
    ? `${base} If you do not hear from them within 3 days, please call them at ${phone} to discuss scheduling your appointment.`
    : base;
}
