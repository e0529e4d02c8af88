import type { ActionContext } from '../../action-context.js';
import { DEFAULT_NOTIFICATION_MASK, DEFAULT_PERMISSION_MASK } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { days } from '../../lib/clock.js';
import { ACTIVATION_TTL_DAYS } from '../auth/activate-account.js';
import { issueUserToken } from '../auth/user-tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { activationMail } from '../mail/templates.js';
import { UserWritesRepo } from './user-writes.repo.js';

/** The transaction of a caller's repository (clinic and provider creation run this in theirs). */
type Connection = ConstructorParameters<typeof UserWritesRepo>[0];

export interface NewClinicUser {
  email: string;
  firstname: string;
  lastname: string;
  phone?: string | null;
  role_id: number;
  permission?: number;
  notification?: number;
}

/** What sending an activation mail needs: the mailer, the app's address and the time. */
export interface MailServices {
  mailer: Mailer;
  appUrl: string;
  now: Date;
}

/** The mail services of an action's context. */
export const mailServicesOf = (ctx: Pick<ActionContext, 'deps' | 'now'>): MailServices => ({
  mailer: ctx.deps.mailer,
  appUrl: ctx.deps.config.appUrl,
  now: ctx.now,
});

export const EMAIL_TAKEN = 'The email has already been taken.';

/**
 * Creates a user as a member of a clinic: pending until activated, with the default masks unless
 * given, and e-mails the activation link (in the same transaction, as a job). Used by the
 * enrollment wizard, 'Add User' and 'Create a User for this Provider'.
 */
export async function createClinicUser(
  on: UserWritesRepo | Connection,
  ctx: MailServices,
  clinicId: number,
  input: NewClinicUser,
  opts: { isPrimary?: boolean; errorPath?: string } = {},
): Promise<{ userId: number; uuid: string }> {
  const tx = on instanceof UserWritesRepo ? on : new UserWritesRepo(on);
  const email = input.email.trim().toLowerCase();
  if ((await tx.userIdByEmail(email)) !== undefined) {
    throw AppError.validation(EMAIL_TAKEN, { [opts.errorPath ?? 'email']: [EMAIL_TAKEN] });
  }
  const user = await tx.insertUser({
    email,
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    phone: input.phone || null,
    roleId: input.role_id,
    currentClinicId: clinicId,
  });
  await tx.insertMembership({
    clinicId,
    userId: user.id,
    permission: input.permission ?? DEFAULT_PERMISSION_MASK,
    notification: input.notification ?? DEFAULT_NOTIFICATION_MASK,
    isPrimary: opts.isPrimary ?? true,
  });
  const token = await issueUserToken(tx.auth, {
    userId: user.id,
    kind: 'activation',
    ttlMs: days(ACTIVATION_TTL_DAYS),
    now: ctx.now,
  });
  const url = `${ctx.appUrl}/account/activate?email=${encodeURIComponent(email)}&token=${token}&firstname=${encodeURIComponent(input.firstname.trim())}`;
  await tx.auth.sendMail(
    ctx.mailer,
    activationMail({ email, firstname: input.firstname.trim() }, url, ACTIVATION_TTL_DAYS),
  );
  return { userId: user.id, uuid: user.uuid };
}
