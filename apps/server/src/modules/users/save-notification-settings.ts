import { z } from 'zod';
import { NOTIFICATION_SETTINGS, encodeMask, importUserSchema, USER_MSG } from '@app/shared';
import { parseInput } from '../../lib/validate.js';
import type { ActionContext } from '../../action-context.js';
import type { ClinicNotificationSettingsDto } from './user-admin.repo.js';

const notificationSettingsSchema = z.object({
  notification_settings: importUserSchema.shape.notification.unwrap(),
});
const notificationListSchema = z.object({
  notificationSettings: z
    .array(z.union([z.literal(0), z.literal(1)], { error: USER_MSG.invalidMask }))
    .max(NOTIFICATION_SETTINGS.length, USER_MSG.invalidMask),
});

/** save_user_notification_settings: the actor's own mask in one of their clinics. */
export async function saveNotificationMask(
  ctx: Pick<ActionContext, 'data'>,
  clinicId: number,
  mask: unknown,
): Promise<ClinicNotificationSettingsDto> {
  const input = parseInput(notificationSettingsSchema, { notification_settings: mask });
  return ctx.data.users.saveOwnNotificationMask(clinicId, input.notification_settings);
}

/** save_clinic_notification_settings: the same, as a list of 1/0 per setting in order. */
export async function saveNotificationList(
  ctx: Pick<ActionContext, 'data'>,
  clinicId: number,
  list: unknown,
): Promise<ClinicNotificationSettingsDto> {
  const input = parseInput(notificationListSchema, { notificationSettings: list });
  const mask = encodeMask(input.notificationSettings.map((v) => ({ value: v === 1 })));
  return ctx.data.users.saveOwnNotificationMask(clinicId, mask);
}
