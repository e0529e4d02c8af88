import {
  clinicSchema,
  clinicUserSchema,
  defaultProviderValues,
  isDefaultProvider,
  providerSchemaFor,
  withReceivingDefault,
  type ClinicInput,
  type ClinicUserInput,
  type ProviderInput,
} from '@app/shared';
import { clinicFormValues, toClinicInput } from './clinicValues';
import type { ClinicInputDto, ClinicUserInputDto } from './graphql';
import { toProviderInput } from './providerValues';
import { newUserValues } from './UserDialog';

export type WizardProvider = ProviderInput & { user?: ClinicUserInputDto | null };
export type WizardValues = ClinicInput & { providers: WizardProvider[]; users: ClinicUserInput[] };

export interface WizardOptions {
  /** /clinics/non-affiliate: no users step, every provider needs specializations. */
  nonAffiliate: boolean;
}

export const ENROLL_STEPS = ['Add Clinic', 'Add Providers', 'Add Users', 'Review'] as const;
export const NON_AFFILIATE_STEPS = ['Add Clinic', 'Add Providers', 'Review'] as const;

/** A new clinic: the default provider 'Any/First Available' (not receiving) and one PSR user. */
export function newWizardValues({ nonAffiliate }: WizardOptions): WizardValues {
  return {
    ...clinicFormValues(null),
    providers: [defaultProviderValues()],
    users: nonAffiliate ? [] : [newUserValues()],
  };
}

/** Field path -> first message. */
export type PathErrors = Record<string, string>;

const defaultSchema = providerSchemaFor();
const nonAffiliateSchema = providerSchemaFor({ nonAffiliate: true });

function collect(
  errors: PathErrors,
  prefix: string,
  issues: { path: PropertyKey[]; message: string }[],
) {
  for (const issue of issues) {
    const path = prefix + issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
}

/** Every problem of the wizard's values, with the shared schemas, keyed by form path. */
export function validateWizard(values: WizardValues, { nonAffiliate }: WizardOptions): PathErrors {
  const errors: PathErrors = {};
  const { providers, users, ...clinic } = values;
  const c = clinicSchema.safeParse(clinic);
  if (!c.success) collect(errors, '', c.error.issues);
  providers.forEach((p, i) => {
    // The default provider's name waives title and last name; non-affiliate rules apply to the others.
    const schema = nonAffiliate && !isDefaultProvider(p) ? nonAffiliateSchema : defaultSchema;
    const r = schema.safeParse(p);
    if (!r.success) collect(errors, `providers.${String(i)}.`, r.error.issues);
  });
  if (!nonAffiliate) {
    users.forEach((u, i) => {
      const r = clinicUserSchema.safeParse(u);
      if (!r.success) collect(errors, `users.${String(i)}.`, r.error.issues);
    });
  }
  return errors;
}

/**
 * The step a field path belongs to: clinic fields 0, providers 1, users 2. Server paths may carry
 * the 'clinic.' prefix (clinic.providers.0.lastname) and say 'provider' for 'providers'.
 */
export function stepOfPath(path: string): number {
  const p = path.replace(/^clinic\./, '');
  if (/^providers?\b/.test(p)) return 1;
  if (/^users?\b/.test(p)) return 2;
  return 0;
}

/** The form path of a server field path ('clinic.users.1.email' -> 'users.1.email'). */
export function formPath(path: string): string {
  return path
    .replace(/^clinic\./, '')
    .replace(/^provider\./, 'providers.')
    .replace(/^user\./, 'users.');
}

export function errorsOfStep(errors: PathErrors, step: number): PathErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => stepOfPath(path) === step));
}

/** 'Provider N: message' / 'User N: message' lines of the 'Validation Error' dialog. */
export function errorSummary(errors: PathErrors): string[] {
  return Object.entries(errors).map(([path, message]) => {
    const p = formPath(path);
    const m = /^(providers|users)\.(\d+)\./.exec(p);
    if (!m) return `Clinic: ${message}`;
    const who = m[1] === 'providers' ? 'Provider' : 'User';
    return `${who} ${String(Number(m[2]) + 1)}: ${message}`;
  });
}

/** The payload of POST /api/clinics/enroll and save_non_affiliated_clinic (values already valid). */
export function toWizardPayload(
  values: WizardValues,
  { nonAffiliate, isAdmin }: WizardOptions & { isAdmin: boolean },
): ClinicInputDto {
  const { providers, users, ...clinic } = values;
  const c = clinicSchema.parse(clinic);
  return {
    ...toClinicInput(c, { isAdmin }),
    // Saved as the review shows it: the default provider receives when no other provider does.
    providers: withReceivingDefault(providers).map((p) => {
      const schema = nonAffiliate && !isDefaultProvider(p) ? nonAffiliateSchema : defaultSchema;
      return toProviderInput(schema.parse(p), nonAffiliate ? null : p.user);
    }),
    users: nonAffiliate
      ? []
      : users.map((u) => {
          const v = clinicUserSchema.parse(u);
          return {
            role_id: v.role_id,
            email: v.email,
            firstname: v.firstname,
            lastname: v.lastname,
            phone: v.phone,
            permission: v.permission,
            notification: v.notification,
          };
        }),
  };
}
