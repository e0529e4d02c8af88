import { Repeater } from 'graphql-yoga';
import {
  humanizeSince,
  INBOUND_FAX_LIST_MAX,
  type DetectedField,
  type DetectedReferral,
  type FaxReferralSuggestion,
} from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { actionContext, member, type GraphQLContext } from '../../graphql/context.js';
import { liveStream } from '../../graphql/live.js';
import { topics, type AppEvent, type EventBus } from '../../lib/events.js';
import { isAdmin } from '../auth/actor.js';
import { clampLimit, clampOffset } from '../catalog/sql.js';
import { ReferralRef } from '../referrals/referral.type.js';
import { assignFax } from './assign-fax.js';
import { createReferralFromFax } from './create-referral-from-fax.js';
import { deleteReceivedFax } from './delete-fax.js';
import { inboundFaxActions, type InboundFaxActions } from './inbound-fax.policy.js';
import type { InboundFaxClinicRef, InboundFaxRow } from './inbound-faxes.repo.js';
import { inboundFaxPdfUrl } from './inbound-faxes.routes.js';

/**
 * Received faxes (spec 3 sections 2.2, 3, 5; issue 8): the list, one fax with its detections,
 * assigning, deleting, creating a referral from it, and live changes. What the recognised text
 * and detections hold is patient data: decrypted only when asked for, and each read is audited.
 */

const data = (ctx: GraphQLContext) => member(ctx).data.inboundFaxes;

const InboundFaxClinic = builder.objectRef<InboundFaxClinicRef>('InboundFaxClinic').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const clinicRef = (id: number | null, name: string | null): InboundFaxClinicRef | null =>
  id === null || name === null ? null : { id, name };

const InboundFaxMetadata = builder.objectRef<InboundFaxRow>('InboundFaxMetadata').implement({
  fields: (t) => ({
    uri: t.exposeString('uri', { nullable: true }),
    subject: t.exposeString('subject', { nullable: true }),
    from_number: t.exposeString('fromNumber', { nullable: true }),
    from_location: t.exposeString('fromLocation', { nullable: true }),
    pages_count: t.exposeInt('pagesCount'),
    date_created: t.string({
      description: 'ISO 8601: when the provider received the fax.',
      resolve: (f) => f.dateCreated.toISOString(),
    }),
    date_created_ago: t.string({
      description: "Relative age, like '5 minutes ago'.",
      resolve: (f, _args, ctx) => humanizeSince(f.dateCreated, ctx.deps.clock.now()),
    }),
  }),
});

const InboundFaxActionsRef = builder.objectRef<InboundFaxActions>('InboundFaxActions').implement({
  fields: (t) => ({
    can_select_receiving_provider: t.exposeBoolean('canSelectReceivingProvider', {
      description: 'The fax has a clinic with receiving providers: the provider is required.',
    }),
    can_assign: t.exposeBoolean('canAssign'),
    can_delete: t.exposeBoolean('canDelete'),
    can_create_referral: t.exposeBoolean('canCreateReferral'),
  }),
});

const DetectedFieldRef = builder.objectRef<DetectedField>('DetectedField').implement({
  fields: (t) => ({
    value: t.exposeString('value'),
    avg_confidence: t.exposeFloat('avg_confidence', { description: '0-100' }),
    confidence: t.float({
      description: '0-100, how sure the detector is of the value (the review screen shows it).',
      // Reads stored before the detector scored its values carry only the word confidence.
      resolve: (f) => f.confidence ?? f.avg_confidence,
    }),
    pages: t.exposeIntList('pages', { description: '1-based pages the value was read on' }),
  }),
});

const FaxReferralSuggestionRef = builder
  .objectRef<FaxReferralSuggestion>('FaxReferralSuggestion')
  .implement({
    fields: (t) => ({
      firstname: t.exposeString('firstname'),
      lastname: t.exposeString('lastname'),
      birthdate: t.exposeString('birthdate', { description: "YYYY-MM-DD, or ''" }),
      ssn: t.exposeString('ssn'),
      diagnosis: t.exposeString('diagnosis'),
      referring_clinic: t.exposeInt('referring_clinic', {
        nullable: true,
        description: 'The matched referring clinic id.',
      }),
      referring_clinic_name: t.string({
        nullable: true,
        description: "The matched referring clinic's name.",
        resolve: (s) => s.referring_clinic_name ?? null,
      }),
      page_start: t.exposeInt('page_start'),
      page_end: t.exposeInt('page_end'),
    }),
  });

const detectedField = (key: keyof DetectedReferral & string) => ({
  type: DetectedFieldRef,
  nullable: true as const,
  resolve: (r: DetectedReferral) => (r[key] as DetectedField | null | undefined) ?? null,
});

const DetectedReferralRef = builder.objectRef<DetectedReferral>('DetectedReferral').implement({
  fields: (t) => ({
    pdf_pages: t.exposeIntList('pdf_pages'),
    patient_name: t.field(detectedField('patient_name')),
    firstname: t.field(detectedField('firstname')),
    lastname: t.field(detectedField('lastname')),
    birthdate: t.field(detectedField('birthdate')),
    ssn: t.field(detectedField('ssn')),
    diagnosis: t.field(detectedField('diagnosis')),
    referring_clinic: t.field(detectedField('referring_clinic')),
    form_suggestion: t.field({ type: FaxReferralSuggestionRef, resolve: (r) => r.form_suggestion }),
  }),
});

const InboundFaxProcessedData = builder
  .objectRef<{ detected_referrals: DetectedReferral[] }>('InboundFaxProcessedData')
  .implement({
    fields: (t) => ({
      detected_referrals: t.field({
        type: [DetectedReferralRef],
        resolve: (d) => d.detected_referrals,
      }),
    }),
  });

interface FaxReferralSummary {
  uuid: string;
  status: string;
  firstname: string | null;
  lastname: string | null;
}

const InboundFaxReferral = builder.objectRef<FaxReferralSummary>('InboundFaxReferral').implement({
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    status: t.exposeString('status'),
    patient_name: t.string({
      resolve: (r) => [r.firstname, r.lastname].filter((s) => s?.trim()).join(' '),
    }),
  }),
});

/** The sealed JSON text of a fax column, opened after the read is audited. */
async function openSealed(
  ctx: GraphQLContext,
  fax: InboundFaxRow,
  part: 'ocr_data' | 'processed_data',
): Promise<string | null> {
  const sealed = part === 'ocr_data' ? fax.ocrData : fax.detectedReferrals;
  if (sealed === null) return null;
  await data(ctx).auditRead(fax, part);
  return ctx.deps.crypto.decrypt(sealed);
}

const InboundFax = builder.objectRef<InboundFaxRow>('InboundFax').implement({
  fields: (t) => ({
    id: t.exposeID('uuid'),
    external_id: t.exposeString('externalId'),
    source: t.exposeString('source', { description: 'webhook | interfax | folder | upload' }),
    status: t.exposeString('status', { description: 'new | processing | processed | reviewed' }),
    reviewed: t.boolean({ resolve: (f) => f.status === 'reviewed' }),
    clinic: t.field({
      type: InboundFaxClinic,
      nullable: true,
      description: "The clinic whose inbox it is; null until assigned ('Unidentified clinic').",
      resolve: (f) => clinicRef(f.clinicId, f.clinicName),
    }),
    detected_clinic: t.field({
      type: InboundFaxClinic,
      nullable: true,
      description: "The referring clinic intake matched ('AI Detected Clinic').",
      resolve: (f) => clinicRef(f.detectedClinicId, f.detectedClinicName),
    }),
    metadata: t.field({ type: InboundFaxMetadata, resolve: (f) => f }),
    pdf_url: t.string({
      description: "GET with the session cookie; '?download=1' as an attachment.",
      resolve: (f) => inboundFaxPdfUrl(f.uuid),
    }),
    ocr_data: t.string({
      nullable: true,
      description: 'JSON text of OcrData (per page text); null until recognised. Audited.',
      resolve: (f, _args, ctx) => openSealed(ctx, f, 'ocr_data'),
    }),
    processed_data: t.field({
      type: InboundFaxProcessedData,
      nullable: true,
      description: 'The detected referrals; null until recognised. Audited.',
      resolve: async (f, _args, ctx) => {
        const json = await openSealed(ctx, f, 'processed_data');
        return json === null
          ? null
          : { detected_referrals: JSON.parse(json) as DetectedReferral[] };
      },
    }),
    error: t.exposeString('error', { nullable: true }),
    actions: t.field({
      type: InboundFaxActionsRef,
      resolve: (f, _args, ctx) => inboundFaxActions(data(ctx), f),
    }),
    created_at: t.string({ resolve: (f) => f.createdAt.toISOString() }),
    referrals: t.field({
      type: [InboundFaxReferral],
      description: 'The referrals created from the fax that the actor sees.',
      resolve: (f, _args, ctx) => data(ctx).referralsOf(f.id),
    }),
  }),
});

builder.queryField('inbound_faxes', (t) =>
  t.field({
    type: [InboundFax],
    extensions: { access: 'member' },
    description:
      "Received faxes, newest first: admins every fax (unassigned too), staff their clinics'.",
    args: {
      status: t.arg.string(),
      clinic_id: t.arg.int(),
      limit: t.arg.int({ defaultValue: 50 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) =>
      data(ctx).list({
        status: args.status,
        clinicId: args.clinic_id,
        limit: clampLimit(args.limit, 50, INBOUND_FAX_LIST_MAX),
        offset: clampOffset(args.offset),
      }),
  }),
);

builder.queryField('inbound_faxes_count', (t) =>
  t.int({
    extensions: { access: 'member' },
    args: { status: t.arg.string(), clinic_id: t.arg.int() },
    resolve: (_root, args, ctx) =>
      data(ctx).count({ status: args.status, clinicId: args.clinic_id }),
  }),
);

builder.queryField('inbound_fax', (t) =>
  t.field({
    type: InboundFax,
    extensions: { access: 'member' },
    description: "One received fax the actor sees, else 'Fax not found.'.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => data(ctx).find(String(args.id)),
  }),
);

builder.mutationField('save_fax_clinic_association', (t) =>
  t.field({
    type: InboundFaxClinic,
    extensions: { access: 'member' },
    description:
      "Assigns the fax to a clinic ('Successfully associated the fax to clinic.'): admins any live clinic with users, staff another clinic of theirs.",
    args: { fax_id: t.arg.id({ required: true }), clinic_id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      assignFax(actionContext(ctx), String(args.fax_id), args.clinic_id),
  }),
);

const DeleteReceivedFaxResult = builder
  .objectRef<{ message: string }>('DeleteReceivedFaxResult')
  .implement({ fields: (t) => ({ message: t.exposeString('message') }) });

builder.mutationField('delete_received_fax', (t) =>
  t.field({
    type: DeleteReceivedFaxResult,
    extensions: { access: 'member' },
    description: "Deletes the fax and its PDF ('The fax has been deleted.'); audited.",
    args: { fax_id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteReceivedFax(actionContext(ctx), String(args.fax_id)),
  }),
);

const SaveFaxReferralResult = builder
  .objectRef<Awaited<ReturnType<typeof createReferralFromFax>>>('SaveFaxReferralResult')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      referral: t.field({ type: ReferralRef, resolve: (r) => r.referral }),
    }),
  });

builder.mutationField('save_fax_referral', (t) =>
  t.field({
    type: SaveFaxReferralResult,
    extensions: { access: 'member' },
    description:
      "Creates a referral received by the fax's clinic from pages page_start..page_end ('Referral created successfully!'); the fax becomes reviewed.",
    args: {
      fax_id: t.arg.id({ required: true }),
      firstname: t.arg.string({ required: true }),
      lastname: t.arg.string({ required: true }),
      birthdate: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      ssn: t.arg.string({ required: true, description: "'123-45-6789' or 9 digits" }),
      diagnosis: t.arg.string({ required: true }),
      referring_clinic: t.arg.int({ required: true }),
      receiving_provider: t.arg.int(),
      fromReceivedFax: t.arg.boolean({
        defaultValue: true,
        description: 'Accepted for compatibility; always true.',
      }),
      page_start: t.arg.int({ required: true }),
      page_end: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      createReferralFromFax(actionContext(ctx), String(args.fax_id), args),
  }),
);

interface InboundFaxChange {
  id: string;
  status: string;
}

const InboundFaxChangeRef = builder.objectRef<InboundFaxChange>('InboundFaxChange').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: "the fax's status, or 'deleted'" }),
  }),
});

/** The bus seen as one topic that carries the events of several (a member's clinics). */
function mergedTopics(events: EventBus, names: string[]): EventBus {
  return {
    ...events,
    subscribe: () => Repeater.merge(names.map((n) => events.subscribe(n))),
  };
}

/**
 * Admins hear every received fax; staff the faxes of their clinics (a fax that moves between
 * clinics is told to both). The payload is an id and a status only. A member taken off one of
 * those clinics hears no more: the stream ends, and the page's next subscription listens to the
 * clinics the user has then.
 */
async function* faxChanges(ctx: GraphQLContext): AsyncGenerator<InboundFaxChange> {
  const { actor, data } = member(ctx);
  const admin = isAdmin(actor);
  const names = admin
    ? [topics.allInboundFaxes]
    : actor.clinicIds.map((id) => topics.clinicInboundFaxes(id));
  const stream = liveStream(
    { ...ctx, deps: { ...ctx.deps, events: mergedTopics(ctx.deps.events, names) } },
    {
      topic: 'inbound-faxes:merged',
      onEvent: async (ended, e: AppEvent) =>
        ended || e.type !== 'inbound-fax' || names.length === 0
          ? undefined
          : { id: String(e['id']), status: String(e['status']) },
    },
  );
  for await (const change of stream) {
    if (!admin && !(await data.inboundFaxes.isStillMemberOf(actor.clinicIds))) return;
    yield change;
  }
}

builder.subscriptionField('inbound_faxes_changed', (t) =>
  t.field({
    type: InboundFaxChangeRef,
    extensions: { access: 'member' },
    description: 'A received fax the actor sees arrived, changed status, was assigned or deleted.',
    subscribe: (_root, _args, ctx) => faxChanges(ctx),
    resolve: (change: InboundFaxChange) => change,
  }),
);
