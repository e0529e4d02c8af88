import { builder } from '../../graphql/builder.js';
import { REFERRAL_READ } from '../../graphql/access.js';
import { member, type GraphQLContext } from '../../graphql/context.js';
import { liveStream } from '../../graphql/live.js';
import { topics } from '../../lib/events.js';
import type { ReferralNoteJson } from './referral-notes.repo.js';

/** The Referral Log (spec 2 "Referral detail view"): External Messages, Internal Notes, System Log. */

const NoteAuthor = builder
  .objectRef<NonNullable<ReferralNoteJson['user']>>('NoteAuthor')
  .implement({
    fields: (t) => ({
      firstname: t.exposeString('firstname'),
      lastname: t.exposeString('lastname'),
    }),
  });

const NoteClinic = builder
  .objectRef<NonNullable<ReferralNoteJson['clinic']>>('NoteClinic')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
    }),
  });

export const ReferralNote = builder.objectRef<ReferralNoteJson>('ReferralNote').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    note: t.exposeString('note'),
    group: t.exposeString('group', { description: "'internal' | 'external' | 'system'" }),
    created_at: t.exposeString('created_at', { description: 'ISO 8601' }),
    user: t.field({
      type: NoteAuthor,
      nullable: true,
      description: 'null for System Log lines written by no user',
      resolve: (n) => n.user,
    }),
    clinic: t.field({
      type: NoteClinic,
      nullable: true,
      description: 'the clinic the author acted from',
      resolve: (n) => n.clinic,
    }),
    public_author: t.exposeString('public_author', {
      nullable: true,
      description:
        "A public referrer's message (no user, no clinic): '{contact} (public referrer)'",
    }),
  }),
});

/** A visible referral's notes as the actor may read them ('Referral not found.' otherwise). */
async function notesOf(ctx: GraphQLContext, referralUuid: string) {
  const { data } = member(ctx);
  const r = await data.referrals.visible(referralUuid);
  return { referralId: r.id, load: () => data.referrals.notes(r.id) };
}

builder.queryField('referral_notes', (t) =>
  t.field({
    type: [ReferralNote],
    extensions: { access: REFERRAL_READ },
    description:
      'The Referral Log of a referral, newest first; internal notes of the clinic the actor works as only.',
    args: { referral_uuid: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => (await notesOf(ctx, args.referral_uuid)).load(),
  }),
);

builder.subscriptionField('referral_notes', (t) =>
  t.field({
    type: [ReferralNote],
    extensions: { access: REFERRAL_READ },
    description:
      'The whole visible Referral Log at once, then again after every new note or System Log line of the referral.',
    args: { referral_uuid: t.arg.string({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const { referralId, load } = await notesOf(ctx, args.referral_uuid);
      return liveStream(ctx, {
        topic: topics.referralNotes(referralId),
        initial: load,
        // The referral is looked up again: one that is no longer visible ends the stream.
        onEvent: async (ended) =>
          ended ? undefined : (await notesOf(ctx, args.referral_uuid)).load(),
      });
    },
    resolve: (notes: ReferralNoteJson[]) => notes,
  }),
);
