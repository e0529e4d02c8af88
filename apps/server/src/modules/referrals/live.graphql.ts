import { REFERRAL_MSG_SERVER } from '@app/shared';
import { REFERRAL_READ } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { member, type GraphQLContext } from '../../graphql/context.js';
import { liveStream } from '../../graphql/live.js';
import { AppError } from '../../lib/app-error.js';
import { topics, type AppEvent } from '../../lib/events.js';
import { clinicsThatSee } from './referral-access.js';

/**
 * Live referral changes (spec 2 section 7 "referrals for a referrer or receiver clinic returning
 * uuid and status"): lists and the detail view reload when one of their referrals changed.
 * Events come from referral-events.ts.
 */

interface ReferralChange {
  uuid: string;
  status: string;
}

const ReferralChange = builder.objectRef<ReferralChange>('ReferralChange').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    status: t.exposeString('status', {
      description: "the referral's status, or 'deleted' once a draft is deleted",
    }),
  }),
});

const asChange = (e: AppEvent): ReferralChange | undefined =>
  e.type === 'referral' ? { uuid: String(e.uuid), status: String(e.status) } : undefined;

/**
 * The changes of the referrals sent or received by the actor's current clinic. Each event first
 * checks that the clinic is still the actor's current one: after a clinic switch, or once the
 * user left the clinic, the stream ends (the page subscribes again for the new clinic). An actor
 * without a clinic (admins) hears nothing.
 */
async function* clinicChanges(ctx: GraphQLContext): AsyncGenerator<ReferralChange> {
  const { actor, data } = member(ctx);
  const clinicId = actor.currentClinicId;
  const stream = liveStream(ctx, {
    topic: clinicId === null ? undefined : topics.clinicReferrals(clinicId),
    onEvent: async (ended, e) => (ended || clinicId === null ? undefined : asChange(e)),
  });
  for await (const change of stream) {
    if (!(await data.referrals.isStillCurrentClinic(clinicId!))) return;
    yield change;
  }
}

builder.subscriptionField('referrals_changed', (t) =>
  t.field({
    type: ReferralChange,
    extensions: { access: { member: 'any' } },
    description:
      "Any change to a referral sent or received by the actor's current clinic: status, appointment, patient, documents, a note, a deleted draft.",
    subscribe: (_root, _args, ctx) => clinicChanges(ctx),
    resolve: (change: ReferralChange) => change,
  }),
);

builder.subscriptionField('referral_changed', (t) =>
  t.field({
    type: ReferralChange,
    extensions: { access: REFERRAL_READ },
    description:
      'The changes of one referral the actor can see, except those the same browser tab made (X-Client-Id / connection clientId).',
    args: { uuid: t.arg.string({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const { data } = member(ctx);
      const r = await data.referrals.visible(args.uuid);
      // Every change is told to every clinic that sees it: one of them is enough to listen to.
      const [clinicId] = clinicsThatSee(r);
      if (clinicId === undefined) throw AppError.notFound(REFERRAL_MSG_SERVER.notFound);
      return liveStream(ctx, {
        topic: topics.clinicReferrals(clinicId),
        onEvent: async (ended, e) => {
          const change = ended ? undefined : asChange(e);
          if (change?.uuid !== r.uuid) return undefined;
          // This tab's own write: it updated the page from the write's answer already.
          if (e.origin !== undefined && e.origin === ctx.clientId) return undefined;
          // Still visible to the actor? A deleted draft is told once, as 'deleted'.
          if (change.status !== 'deleted') await data.referrals.visible(args.uuid);
          return change;
        },
      });
    },
    resolve: (change: ReferralChange) => change,
  }),
);
