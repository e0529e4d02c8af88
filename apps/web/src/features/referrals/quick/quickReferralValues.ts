import { z } from 'zod';
import { formatUsDate, quickReferralSchema, REFERRAL_MSG } from '@app/shared';
import type { ClinicOption, ProviderOption } from '../../../ui/pickers';
import type { FieldErrors } from '../../../ui/pickers/serverErrors';

/**
 * The dialog's form: the shared quick-referral rules for the typed fields, and the picked clinic
 * and provider as objects (the pickers show names); their ids go into the payload.
 */
export const quickFormSchema = quickReferralSchema
  .omit({ clinic_receiver_id: true, clinic_referrer_id: true, provider_id: true, is_order: true })
  .extend({
    clinic: z.custom<ClinicOption | null>().default(null),
    provider: z.custom<ProviderOption | null>().default(null),
  });
export type QuickFormInput = z.input<typeof quickFormSchema>;
export type QuickFormOutput = z.output<typeof quickFormSchema>;

/** The typed fields, in the order they show; server errors under other keys go to the banner. */
export const QUICK_TEXT_FIELDS = [
  'firstname',
  'lastname',
  'mrn',
  'birthdate',
  'diagnosis',
  'sentdate',
] as const;

/** A manually created referral being edited (dates as saved, YYYY-MM-DD). */
export interface QuickReferralEdit {
  uuid: string;
  firstname: string;
  lastname: string;
  mrn?: string | null;
  birthdate?: string | null;
  diagnosis?: string | null;
  sentdate: string;
  clinic?: ClinicOption | null;
  provider?: ProviderOption | null;
}

/** Today as the Sent Date input shows it (MM/DD/YYYY, local calendar day). */
export function todayUs(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${String(now.getFullYear())}`;
}

/** Empty for a new referral (Sent Date today); the saved values for an edit. */
export function initialQuickValues(edit: QuickReferralEdit | null | undefined): QuickFormInput {
  if (!edit) {
    return {
      firstname: '',
      lastname: '',
      mrn: '',
      birthdate: '',
      diagnosis: '',
      sentdate: todayUs(),
      clinic: null,
      provider: null,
    };
  }
  return {
    firstname: edit.firstname,
    lastname: edit.lastname,
    mrn: edit.mrn ?? '',
    birthdate: formatUsDate(edit.birthdate),
    diagnosis: edit.diagnosis ?? '',
    sentdate: formatUsDate(edit.sentdate),
    clinic: edit.clinic ?? null,
    provider: edit.provider ?? null,
  };
}

/** The JSON text save_referral takes; dates are already YYYY-MM-DD after validation. */
export function toSaveReferralParams(
  v: QuickFormOutput,
  opts: { isOrder: boolean; uuid?: string },
): string {
  return JSON.stringify({
    ...(opts.uuid ? { uuid: opts.uuid } : {}),
    firstname: v.firstname,
    lastname: v.lastname,
    mrn: v.mrn,
    birthdate: v.birthdate,
    diagnosis: v.diagnosis,
    sentdate: v.sentdate,
    clinic_receiver_id: v.clinic ? Number(v.clinic.id) : null,
    provider_id: v.provider ? Number(v.provider.id) : null,
    is_order: opts.isOrder,
  });
}

/** The server names the pickers by their payload ids. */
export function toFormErrors(errors: FieldErrors): FieldErrors {
  const rename: Record<string, string> = { clinic_receiver_id: 'clinic', provider_id: 'provider' };
  return Object.fromEntries(Object.entries(errors).map(([k, m]) => [rename[k] ?? k, m]));
}

/** Title and the spec's fallback messages (section 8) for each of the four dialogs. */
export function quickDialogText(isOrder: boolean, editing: boolean) {
  if (isOrder) {
    return editing
      ? {
          title: 'Edit Order',
          ok: REFERRAL_MSG.orderUpdated,
          failed: REFERRAL_MSG.errorUpdatingOrder,
        }
      : {
          title: 'Add Order',
          ok: REFERRAL_MSG.orderCreated,
          failed: REFERRAL_MSG.errorCreatingOrder,
        };
  }
  return editing
    ? {
        title: 'Edit Referral',
        ok: REFERRAL_MSG.referralUpdated,
        failed: REFERRAL_MSG.errorUpdatingReferral,
      }
    : {
        title: 'Add Referral',
        ok: REFERRAL_MSG.referralCreated,
        failed: REFERRAL_MSG.errorCreatingReferral,
      };
}
