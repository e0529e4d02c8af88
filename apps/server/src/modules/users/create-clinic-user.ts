import { eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_MASK, DEFAULT_PERMISSION_MASK } from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { clinicUsers, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { days } from '../../lib/clock.js';
import { ACTIVATION_TTL_DAYS } from '../auth/activate-account.js';
import { issueUserToken } from '../auth/user-tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { activationMail } from '../mail/templates.js';

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

export const EMAIL_TAKEN = 'The email has already been taken.';

/**
 * Creates a user as a member of a clinic: pending until activated, with the default masks unless
 * given, and e-mails the activation link (in the same transaction, as a job). Used by the
 * enrollment wizard, 'Add User' and 'Create a User for this Provider'.
 */
export async function createClinicUser(
  tx: Queryable,
  ctx: MailServices,
  clinicId: number,
  input: NewClinicUser,
  opts: { isPrimary?: boolean; errorPath?: string } = {},
): Promise<{ userId: number; uuid: string }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    throw AppError.validation(EMAIL_TAKEN, { [opts.errorPath ?? 'email']: [EMAIL_TAKEN] });
  }
  const [user] = await tx
    .insert(users)
    .values({
      email,
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      phone: input.phone || null,
      roleId: input.role_id,
      currentClinicId: clinicId,
    })
    .returning({ id: users.id, uuid: users.uuid });
  await tx.insert(clinicUsers).values({
    clinicId,
    userId: user!.id,
    permission: input.permission ?? DEFAULT_PERMISSION_MASK,
    notification: input.notification ?? DEFAULT_NOTIFICATION_MASK,
    isPrimary: opts.isPrimary ?? true,
  });
  const token = await issueUserToken(tx, {
    userId: user!.id,
    kind: 'activation',
    ttlMs: days(ACTIVATION_TTL_DAYS),
    now: ctx.now,
  });
  const url = `${ctx.appUrl}/account/activate?email=${encodeURIComponent(email)}&token=${token}&firstname=${encodeURIComponent(input.firstname.trim())}`;
  await ctx.mailer.send(
    activationMail({ email, firstname: input.firstname.trim() }, url, ACTIVATION_TTL_DAYS),
    tx,
  );
  return { userId: user!.id, uuid: user!.uuid };
}
