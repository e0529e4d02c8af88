import { NOTIFICATION_SUBSCRIPTION_LIMIT } from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { member, type GraphQLContext } from '../../graphql/context.js';
import { liveStream } from '../../graphql/live.js';
import { AppError } from '../../lib/app-error.js';
import { topics } from '../../lib/events.js';
import type { NotificationItem, NotificationReferral } from './notifications.repo.js';

const NotificationReferralRef = builder
  .objectRef<NotificationReferral>('NotificationReferral')
  .implement({
    description:
      "The referral a notification is about, for a reader who may see it: the in-app list and toast name its patient (the notification's e-mail never does).",
    fields: (t) => ({
      uuid: t.exposeString('uuid'),
      patient_name: t.string({
        resolve: (r) => `${r.patientFirstname} ${r.patientLastname}`.trim(),
      }),
      /** YYYY-MM-DD, as the referral lists give it. */
      birthdate: t.exposeString('patientBirthdate', { nullable: true }),
    }),
  });

const Notification = builder.objectRef<NotificationItem>('Notification').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    data: t.exposeString('data'),
    severity: t.exposeString('severity'),
    url: t.exposeString('url', { nullable: true }),
    read_at: t.string({ nullable: true, resolve: (n) => n.readAt?.toISOString() ?? null }),
    notified_at: t.string({ resolve: (n) => n.notifiedAt.toISOString() }),
    type: t.exposeString('type'),
    notifiable_id: t.exposeID('notifiableId'),
    notifiable_type: t.exposeString('notifiableType'),
    level: t.exposeInt('level'),
    referral: t.field({
      type: NotificationReferralRef,
      nullable: true,
      description:
        'Null when the notification is about no referral or the reader cannot see it now.',
      resolve: (n) => n.referral,
    }),
  }),
});

const clampLimit = (limit: number | null | undefined, max = NOTIFICATION_SUBSCRIPTION_LIMIT) =>
  Math.min(Math.max(limit ?? max, 1), max);

/** The bell considers the last month; the All Notifications page everything. */
const bellWindowStart = (ctx: GraphQLContext) => {
  const d = ctx.deps.clock.now();
  d.setMonth(d.getMonth() - 1);
  return d;
};

builder.queryField('notifications', (t) =>
  t.field({
    type: [Notification],
    extensions: { access: 'member' },
    args: { limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_root, args, ctx) =>
      member(ctx).data.notifications.list({
        limit: clampLimit(args.limit),
        offset: Math.max(args.offset ?? 0, 0),
      }),
  }),
);

builder.queryField('notifications_unread_count', (t) =>
  t.int({
    extensions: { access: 'member' },
    resolve: (_root, _args, ctx) =>
      member(ctx).data.notifications.unreadCount(bellWindowStart(ctx)),
  }),
);

builder.mutationField('user_notification_mark_as_read', (t) =>
  t.field({
    type: Notification,
    extensions: { access: 'member' },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, data } = member(ctx);
      const row = await data.notifications.markRead(args.uuid, ctx.deps.clock.now());
      await ctx.deps.events.publish(topics.user(actor.userId), { type: 'notification' });
      return row;
    },
  }),
);

builder.mutationField('user_notification_mark_all_as_read', (t) =>
  t.int({
    extensions: { access: 'member' },
    args: { user_uuid: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actor, data } = member(ctx);
      if (args.user_uuid !== actor.userUuid) throw AppError.notFound('User not found.');
      const n = await data.notifications.markAllRead(ctx.deps.clock.now());
      await ctx.deps.events.publish(topics.user(actor.userId), { type: 'notification' });
      return n;
    },
  }),
);

builder.subscriptionField('notifications', (t) =>
  t.field({
    type: [Notification],
    extensions: { access: 'member' },
    args: { limit: t.arg.int() },
    subscribe: (_root, args, ctx) => {
      const { data } = member(ctx);
      const load = () =>
        data.notifications.list({ limit: clampLimit(args.limit), since: bellWindowStart(ctx) });
      return liveStream(ctx, {
        initial: load,
        onEvent: async (ended, event) =>
          ended || event.type !== 'notification' ? undefined : load(),
      });
    },
    resolve: (rows: NotificationItem[]) => rows,
  }),
);

builder.subscriptionField('notifications_unread_count', (t) =>
  t.int({
    extensions: { access: 'member' },
    subscribe: (_root, _args, ctx) => {
      const { data } = member(ctx);
      const load = () => data.notifications.unreadCount(bellWindowStart(ctx));
      return liveStream(ctx, {
        initial: load,
        onEvent: async (ended, event) =>
          ended || event.type !== 'notification' ? undefined : load(),
      });
    },
    resolve: (n: number) => n,
  }),
);
