import { systemDb } from '../../deps.js';
import { publicBuilder, type PublicContext } from '../../graphql/public-builder.js';
import { topics } from '../../lib/events.js';
import { addPublicNote } from './public-notes.js';
import {
  publicAnswers,
  publicNotes,
  publicReferralView,
  type PublicNoteJson,
  type PublicReferralViewJson,
} from './public-notes.repo.js';
import type { PublicReferrerJson } from '../referrals/public-referrer.js';
import { PublicFlowRepo } from './public-flow.repo.js';
import { verifyPublicAccess } from './verify-access.js';

/**
 * The public review page (issue 6): every field carries the referral uuid, the referrer's e-mail
 * and the access code, checked again on each call (no session). Only what the referrer sent or
 * may see is typed here: no internal notes, System Log, staff or SSN.
 */

type View = PublicReferralViewJson;

const PublicPatient = publicBuilder.objectRef<View['patient']>('PublicPatient').implement({
  fields: (t) => ({
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    birthdate: t.exposeString('birthdate', { nullable: true, description: 'YYYY-MM-DD' }),
  }),
});

export const PublicReferrer = publicBuilder
  .objectRef<PublicReferrerJson>('PublicReferrer')
  .implement({
    fields: (t) => ({
      contact_email: t.exposeString('contact_email'),
      physician: t.exposeString('physician', { nullable: true }),
      clinic_name: t.exposeString('clinic_name', { nullable: true }),
      contact: t.exposeString('contact', { nullable: true }),
      office_phone: t.exposeString('office_phone', { nullable: true }),
      fax: t.exposeString('fax', { nullable: true }),
    }),
  });

const PublicReceiver = publicBuilder.objectRef<View['receiver']>('PublicReceiver').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    full_address: t.exposeString('full_address', { nullable: true }),
    office_phone: t.exposeString('office_phone', { nullable: true }),
    fax: t.exposeString('fax', { nullable: true }),
  }),
});

const PublicDocument = publicBuilder
  .objectRef<View['documents'][number]>('PublicDocument')
  .implement({
    fields: (t) => ({
      uuid: t.exposeString('uuid'),
      name: t.exposeString('name'),
      referral_document_name: t.exposeString('referral_document_name', { nullable: true }),
      created_at: t.exposeString('created_at', { description: 'ISO 8601' }),
    }),
  });

const PublicReferralFax = publicBuilder
  .objectRef<NonNullable<View['fax']>>('PublicReferralFax')
  .implement({
    description: 'The newest fax of a referral to a fax clinic, as the referrer follows it.',
    fields: (t) => ({
      status: t.exposeString('status', { description: 'queued | sending | success | failure' }),
      label: t.exposeString('label', { description: 'Queued, Sending, Delivered or Failed' }),
      pages_sent: t.exposeInt('pages_sent'),
      updated_at: t.exposeString('updated_at', { description: 'ISO 8601' }),
    }),
  });

const PublicReferralView = publicBuilder.objectRef<View>('PublicReferralView').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    status: t.exposeString('status'),
    status_label: t.exposeString('status_label', { description: 'as the referrer sees it' }),
    sent_at: t.exposeString('sent_at', { nullable: true }),
    patient: t.field({ type: PublicPatient, resolve: (v) => v.patient }),
    referrer: t.field({ type: PublicReferrer, resolve: (v) => v.referrer }),
    receiver: t.field({ type: PublicReceiver, resolve: (v) => v.receiver }),
    diagnosis: t.exposeString('diagnosis', { nullable: true }),
    provider: t.exposeString('provider', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true, description: 'the decline reason' }),
    appointment_date: t.exposeString('appointment_date', { nullable: true }),
    documents: t.field({ type: [PublicDocument], resolve: (v) => v.documents }),
    can_upload: t.exposeBoolean('can_upload', {
      description: 'status under_review, sent, accepted or scheduled (spec 2)',
    }),
    is_fax: t.exposeBoolean('is_fax', {
      description: 'sent to a fax clinic: it went out by fax',
    }),
    fax: t.field({
      type: PublicReferralFax,
      nullable: true,
      description: 'the newest fax, once the fax job made it',
      resolve: (v) => v.fax,
    }),
  }),
});

const PublicNote = publicBuilder.objectRef<PublicNoteJson>('PublicNote').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    note: t.exposeString('note'),
    created_at: t.exposeString('created_at', { description: 'ISO 8601' }),
    from_clinic: t.exposeBoolean('from_clinic', {
      description: 'false when written by the public referrer',
    }),
    author: t.exposeString('author', {
      description: "the clinic's name, or the referrer's contact name",
    }),
  }),
});

const ReferralAnswer = publicBuilder
  .objectRef<{ name: string; question: string; answer: string }>('ReferralAnswer')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      question: t.exposeString('question'),
      answer: t.exposeString('answer'),
    }),
  });

interface Credentials {
  referral_uuid: string;
  email: string;
  access_code: string;
}

const db = (ctx: PublicContext) =>
  systemDb(ctx.deps, { reason: 'public review: the access code is the credential' });

/** The referral the credentials open (verify-access.ts refuses the rest, counting failures). */
function verified(ctx: PublicContext, args: Credentials) {
  return verifyPublicAccess(
    {
      data: new PublicFlowRepo(db(ctx)),
      crypto: ctx.deps.crypto,
      limiter: ctx.deps.limiter,
      now: ctx.deps.clock.now(),
    },
    {
      referralUuid: args.referral_uuid,
      email: args.email,
      accessCode: args.access_code,
      ip: ctx.ip,
    },
  );
}

const credentialArgs = publicBuilder.args((t) => ({
  referral_uuid: t.string({ required: true }),
  email: t.string({ required: true }),
  access_code: t.string({ required: true }),
}));

publicBuilder.mutationField('verify_referral_access_code', (t) =>
  t.field({
    type: PublicReferralView,
    extensions: { access: 'public' },
    description: 'The review page: the referral the e-mail and access code open.',
    args: credentialArgs,
    resolve: async (_root, args, ctx) => publicReferralView(db(ctx), await verified(ctx, args)),
  }),
);

publicBuilder.queryField('public_referral_answers', (t) =>
  t.field({
    type: [ReferralAnswer],
    extensions: { access: 'public' },
    description: "The answers to the receiving provider's questions, as submitted.",
    args: credentialArgs,
    resolve: async (_root, args, ctx) => publicAnswers(db(ctx), await verified(ctx, args)),
  }),
);

publicBuilder.mutationField('send_note', (t) =>
  t.field({
    type: PublicNote,
    extensions: { access: 'public' },
    description: "A message from the public referrer to the receiving clinic ('Note is required').",
    args: { ...credentialArgs, note: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const r = await verified(ctx, args);
      return addPublicNote(
        {
          data: new PublicFlowRepo(db(ctx)),
          events: ctx.deps.events,
          limiter: ctx.deps.limiter,
          now: ctx.deps.clock.now(),
        },
        r,
        { note: args.note },
      );
    },
  }),
);

/**
 * The messages at once, then again after each change; the credentials are checked again on every
 * event, so an expired code or a referral gone ends the stream.
 */
async function* notesStream(
  ctx: PublicContext,
  args: Credentials,
): AsyncGenerator<PublicNoteJson[]> {
  const r = await verified(ctx, args);
  const events = ctx.deps.events.subscribe(topics.referralNotes(r.id))[Symbol.asyncIterator]();
  // Listening starts before the first read, so a note written meanwhile is not missed.
  let next = events.next();
  try {
    yield await publicNotes(db(ctx), r);
    for (;;) {
      const { done } = await next;
      if (done) return;
      next = events.next();
      yield await publicNotes(db(ctx), await verified(ctx, args));
    }
  } finally {
    await events.return?.();
  }
}

publicBuilder.subscriptionField('public_referral_notes', (t) =>
  t.field({
    type: [PublicNote],
    extensions: { access: 'public' },
    description:
      'The external messages of the referral, newest first; the whole list again on each change.',
    args: credentialArgs,
    subscribe: (_root, args, ctx) => notesStream(ctx, args),
    resolve: (notes: PublicNoteJson[]) => notes,
  }),
);
