import {
  clinicUserSchema,
  defaultProviderValues,
  withReceivingDefault,
  type ClinicUserOutput,
} from '@app/shared';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { addError, parseAt } from '../catalog/parse.js';
import { PROVIDER_MSG_SERVER } from '../providers/providers.repo.js';
import { parseProvider, type ProviderToSave } from '../providers/provider-input.js';
import { EMAIL_TAKEN } from '../users/create-clinic-user.js';
import type { ActionContext } from '../../action-context.js';
import { parseClinic } from './clinic-input.js';
import { mayChangeAdminFields } from './clinics.policy.js';
import { insertClinic } from './insert-clinic.js';
import type { ClinicRow } from './clinics.repo.js';

export interface CreateClinicOptions {
  /** 'clinic.' for POST /api/clinics/enroll (the wizard goes back to the step named), else ''. */
  prefix: '' | 'clinic.';
  /** Non-affiliate registration: every provider needs specializations; no users. */
  nonAffiliate: boolean;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Not in the spec: one enrollment names at most this many providers and users (request size). */
export const MAX_ENROLLMENT_ITEMS = 50;
export const tooMany = (what: string) => `At most ${MAX_ENROLLMENT_ITEMS} ${what} at once.`;

/**
 * Creates a clinic with its providers and users in one transaction: enrollment (admin), save_clinic
 * without id (admin) and save_non_affiliated_clinic (any member; no users, no provider users).
 * Every field error of every part is reported at once, keyed by its path (`clinic.name`,
 * `clinic.providers.0.lastname`, `clinic.users.1.email`). A default provider 'Any/First
 * Available' is added when none is given; it receives referrals when switched on or when no other
 * provider does (`withReceivingDefault`).
 */
export async function createClinic(
  ctx: ActionContext,
  raw: unknown,
  opts: CreateClinicOptions,
): Promise<ClinicRow> {
  const input = (raw ?? {}) as Record<string, unknown>;
  const { prefix } = opts;
  const errors: FieldErrors = {};
  const admin = mayChangeAdminFields(ctx.actor);
  const clinic = parseClinic(input, { admin, current: null, prefix }, errors);

  for (const key of ['providers', 'users'] as const) {
    if (list(input[key]).length > MAX_ENROLLMENT_ITEMS) {
      throw AppError.validation(tooMany(key), { [`${prefix}${key}`]: [tooMany(key)] });
    }
  }
  const providers: ProviderToSave[] = [];
  list(input['providers']).forEach((p, i) => {
    const parsed = parseProvider(
      opts.nonAffiliate && p && typeof p === 'object' ? { ...p, user: null } : p,
      { nonAffiliate: opts.nonAffiliate, prefix: `${prefix}providers.${i}.` },
      errors,
    );
    if (!parsed) return;
    if (parsed.is_default && providers.some((q) => q.is_default)) {
      addError(errors, `${prefix}providers.${i}.is_default`, PROVIDER_MSG_SERVER.onlyOneDefault);
    }
    providers.push(parsed);
  });

  const users: ClinicUserOutput[] = [];
  if (!opts.nonAffiliate) {
    list(input['users']).forEach((u, i) => {
      const parsed = parseAt(clinicUserSchema, u, `${prefix}users.${i}.`, errors);
      if (parsed) users.push(parsed);
    });
  }
  // One e-mail, one account: a repeat within the same enrollment is refused like a taken one.
  const seen = new Set<string>();
  users.forEach((u, i) => {
    if (seen.has(u.email)) addError(errors, `${prefix}users.${i}.email`, EMAIL_TAKEN);
    seen.add(u.email);
  });
  providers.forEach((p, i) => {
    if (!p.user) return;
    if (seen.has(p.user.email)) addError(errors, `${prefix}providers.${i}.user.email`, EMAIL_TAKEN);
    seen.add(p.user.email);
  });

  if (!clinic || Object.keys(errors).length) {
    throw AppError.validation('The given data was invalid.', errors);
  }
  if (!providers.some((p) => p.is_default)) {
    const errorsOfDefault: FieldErrors = {};
    providers.push(parseProvider(defaultProviderValues(), {}, errorsOfDefault)!);
  }
  // The default provider receives when switched on or when no other provider does: what the
  // registration's review shows (the same shared rule).
  return insertClinic(ctx, { clinic, providers: withReceivingDefault(providers), users, prefix });
}
