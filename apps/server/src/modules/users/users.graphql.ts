import {
  NOTIFICATION_SETTINGS,
  PERMISSION_SETTINGS,
  type CurrentUser,
  type MenuItem,
} from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { member } from '../../graphql/context.js';
import { liveStream } from '../../graphql/live.js';
import { AppError } from '../../lib/app-error.js';

export const Role = builder
  .objectRef<{ id: number; name: string; label: string }>('Role')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      label: t.exposeString('label'),
    }),
  });

export const ClinicRef = builder.objectRef<{ id: string; name: string }>('ClinicRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const MenuItemRef = builder.objectRef<MenuItem>('MenuItem').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    type: t.exposeString('type'),
    title: t.exposeString('title'),
    url: t.exposeString('url', { nullable: true }),
    icon: t.exposeString('icon', { nullable: true }),
    tag: t.exposeString('tag', { nullable: true }),
  }),
});

const ReferralPermission = builder
  .objectRef<{ key: string; value: boolean }>('ReferralPermission')
  .implement({
    fields: (t) => ({ key: t.exposeString('key'), value: t.exposeBoolean('value') }),
  });

export const Setting = builder
  .objectRef<{ key: string; label: string; value: boolean }>('Setting')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      label: t.exposeString('label'),
      value: t.exposeBoolean('value'),
    }),
  });

const SettingName = builder.objectRef<{ key: string; label: string }>('SettingName').implement({
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label') }),
});

const UserActions = builder.objectRef<CurrentUser['actions']>('UserActions').implement({
  fields: (t) => ({
    can_schedule: t.exposeBoolean('can_schedule'),
    can_accept: t.exposeBoolean('can_accept'),
    can_endorse: t.exposeBoolean('can_endorse'),
  }),
});

export const User = builder.objectRef<CurrentUser>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    email: t.exposeString('email'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    full_name: t.exposeString('full_name'),
    phone: t.exposeString('phone', { nullable: true }),
    role: t.field({ type: Role, nullable: true, resolve: (u) => u.role }),
    activated_at: t.exposeString('activated_at', { nullable: true }),
    last_login_at: t.exposeString('last_login_at', { nullable: true }),
    clinic: t.field({ type: ClinicRef, nullable: true, resolve: (u) => u.clinic }),
    clinics: t.field({ type: [ClinicRef], resolve: (u) => u.clinics }),
    menu_items: t.field({ type: [MenuItemRef], resolve: (u) => u.menu_items }),
    referral_permissions: t.field({
      type: [ReferralPermission],
      nullable: true,
      resolve: (u) => u.referral_permissions,
    }),
    permissions: t.field({ type: [Setting], resolve: (u) => u.permissions }),
    notifications: t.field({ type: [Setting], resolve: (u) => u.notifications }),
    hasClinicFaxNumber: t.exposeBoolean('hasClinicFaxNumber'),
    actions: t.field({ type: UserActions, resolve: (u) => u.actions }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: User,
    extensions: { access: 'member' },
    resolve: (_root, _args, ctx) => member(ctx).data.currentUser.current(),
  }),
);

builder.queryField('user_permission_settings', (t) =>
  t.field({
    type: [SettingName],
    extensions: { access: 'member' },
    resolve: () => [...PERMISSION_SETTINGS],
  }),
);

builder.queryField('user_notification_settings', (t) =>
  t.field({
    type: [SettingName],
    extensions: { access: 'member' },
    resolve: () => [...NOTIFICATION_SETTINGS],
  }),
);

builder.mutationField('switch_clinic', (t) =>
  t.field({
    type: User,
    extensions: { access: 'member' },
    args: {
      userUuid: t.arg.string({ required: true }),
      clinicId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { actor, data } = member(ctx);
      // A user switches only their own clinic; the uuid is accepted for the spec's call shape.
      if (args.userUuid !== actor.userUuid) throw AppError.notFound('User not found.');
      const clinicId = Number(args.clinicId);
      await data.currentUser.switchClinic(clinicId, ctx.deps.clock.now());
      await data.audit({
        action: 'user.clinic.switched',
        subjectType: 'clinic',
        subjectId: clinicId,
        ip: ctx.ip,
        requestId: ctx.requestId,
      });
      return data.currentUser.current({ currentClinicId: clinicId });
    },
  }),
);

const CurrentUserEvent = builder.objectRef<{ uuid: string }>('CurrentUserEvent').implement({
  fields: (t) => ({ uuid: t.exposeString('uuid') }),
});

builder.subscriptionField('current_user', (t) =>
  t.field({
    type: CurrentUserEvent,
    nullable: true,
    extensions: { access: 'member' },
    description:
      "Yields { uuid } while this browser's session is the user's active one, then null once another sign-in (or a logout or password reset) has ended it.",
    subscribe: (_root, _args, ctx) => {
      const { actor } = member(ctx);
      return liveStream(ctx, {
        initial: async () => ({ uuid: actor.userUuid }),
        onEvent: async (ended) => (ended ? null : undefined),
      });
    },
    resolve: (payload: { uuid: string } | null) => payload,
  }),
);
