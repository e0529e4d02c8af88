import { builder } from '../../graphql/builder.js';
import { actionContext, member, type GraphQLContext } from '../../graphql/context.js';
import { addUserToClinic } from './add-user-to-clinic.js';
import { deleteUserClinic } from './delete-user-clinic.js';
import { makePrimaryClinic } from './make-primary-clinic.js';
import { saveClinicUser } from './save-clinic-user.js';
import { saveNotificationList, saveNotificationMask } from './save-notification-settings.js';
import { saveUser } from './save-user.js';
import { saveUserClinic } from './save-user-clinic.js';
import { ClinicRef, Role, Setting } from './users.graphql.js';
import {
  CLINIC_NOT_FOUND,
  USER_NOT_FOUND,
  idArg,
  type ClinicNotificationSettingsDto,
  type ClinicUserDto,
  type UserDetailDto,
  type UserRefDto,
} from './user-admin.repo.js';

/**
 * User administration (docs/admin-api.md): roles, users, clinic memberships with their permission
 * and notification masks, and the actor's own notification settings per clinic. Resolvers parse
 * ids and call one action file; scope and grant rules live in users.policy.ts and the reads of
 * `data.users`.
 */

/** A user as a member of one clinic; other modules (a clinic's users card) reuse it. */
export const ClinicUser = builder.objectRef<ClinicUserDto>('ClinicUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    email: t.exposeString('email'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    full_name: t.exposeString('full_name'),
    phone: t.exposeString('phone', { nullable: true }),
    role: t.field({ type: Role, resolve: (u) => u.role }),
    activated: t.exposeBoolean('activated'),
    activated_at: t.exposeString('activated_at', { nullable: true }),
    is_primary: t.exposeBoolean('is_primary'),
    is_provider: t.exposeBoolean('is_provider'),
    permission: t.exposeInt('permission'),
    notification: t.exposeInt('notification'),
    permissions: t.field({ type: [Setting], resolve: (u) => u.permissions }),
    notifications: t.field({ type: [Setting], resolve: (u) => u.notifications }),
    provider_ids: t.exposeIDList('provider_ids'),
    clinic: t.field({
      type: ClinicRef,
      nullable: true,
      description: 'The clinic of this membership (null for a user without clinics).',
      resolve: (u) => u.clinic,
    }),
  }),
});

const UserRef = builder.objectRef<UserRefDto>('UserRef').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    email: t.exposeString('email'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    role: t.field({ type: Role, resolve: (u) => u.role }),
  }),
});

const UserDetail = builder.objectRef<UserDetailDto>('UserDetail').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    email: t.exposeString('email'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    role: t.field({ type: Role, resolve: (u) => u.role }),
    phone: t.exposeString('phone', { nullable: true }),
    clinics: t.field({ type: [ClinicUser], resolve: (u) => u.clinics }),
  }),
});

const ClinicNotificationSettings = builder
  .objectRef<ClinicNotificationSettingsDto>('ClinicNotificationSettings')
  .implement({
    fields: (t) => ({
      clinic: t.field({ type: ClinicRef, resolve: (s) => s.clinic }),
      notifications: t.field({ type: [Setting], resolve: (s) => s.notifications }),
      notification: t.exposeInt('notification'),
    }),
  });

const ClinicUserInput = builder.inputType('ClinicUserInput', {
  fields: (t) => ({
    id: t.id(),
    role_id: t.int({ required: true }),
    email: t.string({ required: true }),
    firstname: t.string({ required: true }),
    lastname: t.string({ required: true }),
    phone: t.string(),
    provider_ids: t.idList(),
    permission: t.int(),
    notification: t.int(),
  }),
});

const UserUpdateInput = builder.inputType('UserUpdateInput', {
  fields: (t) => ({
    firstname: t.string({ required: true }),
    lastname: t.string({ required: true }),
    phone: t.string(),
    role_id: t.int(),
    permission: t.int(),
    notification: t.int(),
  }),
});

const data = (ctx: GraphQLContext) => member(ctx).data.users;
const clinicIdArg = (v: string | number) => idArg(v, CLINIC_NOT_FOUND);
/** GraphQL gives input objects without a prototype; the shared schemas take plain records. */
const plain = (o: object) => ({ ...o }) as Record<string, unknown>;

builder.queryField('roles', (t) =>
  t.field({
    type: [Role],
    extensions: { access: 'member' },
    args: { excluded_roles: t.arg.stringList() },
    resolve: (_root, args, ctx) => data(ctx).roles(args.excluded_roles),
  }),
);

builder.queryField('users', (t) =>
  t.field({
    type: [UserRef],
    extensions: { access: 'admin' },
    description:
      'Admins: every user matching the keyword. With without_clinic_id: not members of that clinic, no admins or provider users. Clinic managers import by e-mail with add_user_to_clinic and list no users (issue 18 item 2).',
    args: {
      keyword: t.arg.string(),
      without_clinic_id: t.arg.id(),
      limit: t.arg.int({ defaultValue: 25 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) =>
      data(ctx).list({
        keyword: args.keyword,
        withoutClinicId:
          args.without_clinic_id == null ? null : clinicIdArg(args.without_clinic_id),
        limit: args.limit ?? 25,
        offset: args.offset ?? 0,
      }),
  }),
);

builder.queryField('users_count', (t) =>
  t.int({
    extensions: { access: 'admin' },
    args: { keyword: t.arg.string() },
    resolve: (_root, args, ctx) => data(ctx).count(args.keyword),
  }),
);

builder.queryField('user', (t) =>
  t.field({
    type: UserDetail,
    extensions: { access: 'member' },
    args: { user_uuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => data(ctx).detail(args.user_uuid),
  }),
);

builder.queryField('user_by_clinic', (t) =>
  t.field({
    type: ClinicUser,
    extensions: { access: 'member' },
    args: {
      user_uuid: t.arg.string({ required: true }),
      clinic_id: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) => data(ctx).byClinic(args.user_uuid, clinicIdArg(args.clinic_id)),
  }),
);

builder.queryField('user_clinics_with_notification_settings', (t) =>
  t.field({
    type: [ClinicNotificationSettings],
    extensions: { access: 'member' },
    resolve: (_root, _args, ctx) => data(ctx).ownNotificationSettings(),
  }),
);

builder.mutationField('save_clinic_user', (t) =>
  t.field({
    type: ClinicUser,
    extensions: { access: 'member' },
    description:
      'Managers of the clinic and admins. Creates a pending user and e-mails the activation link.',
    args: {
      clinic_id: t.arg.id({ required: true }),
      user: t.arg({ type: ClinicUserInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      saveClinicUser(actionContext(ctx), clinicIdArg(args.clinic_id), plain(args.user)),
  }),
);

builder.mutationField('save_user', (t) =>
  t.field({
    type: ClinicUser,
    extensions: { access: 'member' },
    description:
      'Managers and admins; the user themselves for names, phone and own notification mask. With clinic_id also the masks there.',
    args: {
      user_uuid: t.arg.string({ required: true }),
      user: t.arg({ type: UserUpdateInput, required: true }),
      clinic_id: t.arg.id(),
    },
    resolve: (_root, args, ctx) =>
      saveUser(
        actionContext(ctx),
        args.user_uuid,
        plain(args.user),
        args.clinic_id == null ? null : clinicIdArg(args.clinic_id),
      ),
  }),
);

builder.mutationField('add_user_to_clinic', (t) =>
  t.field({
    type: ClinicUser,
    extensions: { access: 'member' },
    description:
      'Import an existing user by the registered e-mail typed (managers of the clinic and admins; rate limited). Every e-mail that names no importable user is answered the same "not found".',
    args: {
      email: t.arg.string({ required: true }),
      clinicId: t.arg.id({ required: true }),
      permission: t.arg.int({ defaultValue: 4 }),
      notification: t.arg.int({ defaultValue: 1 }),
    },
    resolve: (_root, args, ctx) =>
      addUserToClinic(actionContext(ctx), {
        email: args.email,
        clinic_id: clinicIdArg(args.clinicId),
        permission: args.permission,
        notification: args.notification,
      }),
  }),
);

builder.mutationField('save_user_clinic', (t) =>
  t.field({
    type: ClinicUser,
    extensions: { access: 'member' },
    args: {
      user_id: t.arg.id({ required: true }),
      clinic_id: t.arg.id({ required: true }),
      permission: t.arg.int({ required: true }),
      notification: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      saveUserClinic(actionContext(ctx), {
        user_id: args.user_id,
        clinic_id: clinicIdArg(args.clinic_id),
        permission: args.permission,
        notification: args.notification,
      }),
  }),
);

builder.mutationField('make_primary_clinic', (t) =>
  t.boolean({
    extensions: { access: 'member' },
    args: {
      user_uuid: t.arg.string({ required: true }),
      clinic_id: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      makePrimaryClinic(actionContext(ctx), args.user_uuid, clinicIdArg(args.clinic_id)),
  }),
);

builder.mutationField('delete_user_clinic', (t) =>
  t.boolean({
    extensions: { access: 'member' },
    args: {
      clinicId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: true }),
      is_primary: t.arg.boolean(),
    },
    // is_primary is accepted for the spec's call shape; the stored flag decides.
    resolve: (_root, args, ctx) =>
      deleteUserClinic(
        actionContext(ctx),
        clinicIdArg(args.clinicId),
        idArg(args.userId, USER_NOT_FOUND),
      ),
  }),
);

builder.mutationField('save_user_notification_settings', (t) =>
  t.field({
    type: ClinicNotificationSettings,
    extensions: { access: 'member' },
    args: {
      clinic_id: t.arg.id({ required: true }),
      notification_settings: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      saveNotificationMask(
        actionContext(ctx),
        clinicIdArg(args.clinic_id),
        args.notification_settings,
      ),
  }),
);

builder.mutationField('save_clinic_notification_settings', (t) =>
  t.field({
    type: ClinicNotificationSettings,
    extensions: { access: 'member' },
    args: {
      clinicId: t.arg.id({ required: true }),
      notificationSettings: t.arg.intList({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      saveNotificationList(
        actionContext(ctx),
        clinicIdArg(args.clinicId),
        args.notificationSettings,
      ),
  }),
);
