import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_REFERRAL_MSG } from '@app/shared';
import { systemDb } from '../../deps.js';
import type { RequestDeps } from '../../request-deps.js';
import { AppError, INVALID_DATA } from '../../lib/app-error.js';
import { hours } from '../../lib/clock.js';
import type { Limit } from '../../lib/rate-limit.js';
import {
  answerUpload,
  UPLOAD_MULTIPART_OPTIONS,
  uploadParts,
} from '../documents/documents.routes.js';
import { assertPublicUploadOpen } from '../documents/documents.policy.js';
import { uploadDocuments, type UploadPart } from '../documents/upload-documents.js';
import type { ReferralRow } from '../referrals/referral-access.js';
import { openPublicDraft } from './public-draft-access.js';
import { PublicFlowRepo } from './public-flow.repo.js';
import { publicUploadTarget } from './public-upload-target.js';
import { verifyPublicAccess } from './verify-access.js';

/** A public form uploads one request per document section; generous for people, not for bots. */
export const PUBLIC_UPLOAD_LIMIT = {
  name: 'public:referral:upload',
  max: 60,
  windowMs: hours(1),
} as const satisfies Limit;

export const PUBLIC_UPLOAD_MSG = {
  // Ours: the staff form sends 'internal', the public pages 'external' (spec 2 entities).
  externalOnly: "Public uploads must have the type 'external'.",
} as const;

type Params = { uuid: string };

/**
 * The fields sent before the first file (the credential and the upload's type), and the parts
 * again in their order for the upload pipeline. The pages send their fields first.
 */
async function leadingFields(parts: AsyncGenerator<UploadPart>) {
  const fields = new Map<string, string>();
  const before: UploadPart[] = [];
  let next = await parts.next();
  while (!next.done && next.value.kind === 'field') {
    if (!fields.has(next.value.name)) fields.set(next.value.name, next.value.value);
    before.push(next.value);
    next = await parts.next();
  }
  const first = next.done ? undefined : next.value;
  async function* replay(): AsyncGenerator<UploadPart> {
    yield* before;
    if (first) yield first;
    yield* parts;
  }
  return { fields, replay };
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Who may upload: the public form holding the upload token of its draft (header X-Upload-Token),
 * or, after submission, the referrer with e-mail and access code while the referral is still
 * open to documents (under review, sent, accepted, scheduled).
 */
async function uploadingReferral(
  deps: RequestDeps,
  data: PublicFlowRepo,
  req: FastifyRequest<{ Params: Params }>,
  fields: Map<string, string>,
  now: Date,
): Promise<ReferralRow> {
  const token = header(req, 'x-upload-token');
  if (token !== undefined) {
    return (await openPublicDraft(deps, data, { uuid: req.params.uuid, uploadToken: token, now }))
      .referral;
  }
  const referral = await verifyPublicAccess(
    { data, crypto: deps.crypto, limiter: deps.limiter, now },
    {
      referralUuid: req.params.uuid,
      email: fields.get('email') ?? '',
      accessCode: fields.get('access_code') ?? '',
      ip: req.ip,
    },
  );
  assertPublicUploadOpen(referral);
  return referral;
}

/**
 * POST /api/public/referrals/:uuid/documents: the public referrer's files, through the staff
 * upload pipeline (types, sizes, zip checks, misc names), recorded as 'external' documents with
 * no user. `document_id` must be one of the provider's documents (misc included) or absent/-1.
 */
export async function registerPublicUploadRoutes(
  app: FastifyInstance,
  deps: RequestDeps,
): Promise<void> {
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, UPLOAD_MULTIPART_OPTIONS);
    uploads.post<{ Params: Params }>(
      '/api/public/referrals/:uuid/documents',
      { config: { access: 'public' } },
      (req, reply) =>
        answerUpload(req, reply, async () => {
          await deps.limiter.consume(PUBLIC_UPLOAD_LIMIT, req.ip);
          const db = systemDb(deps, {
            reason: 'public upload: the token or access code is checked',
          });
          const now = deps.clock.now();
          const { fields, replay } = await leadingFields(uploadParts(req));
          const referral = await uploadingReferral(deps, new PublicFlowRepo(db), req, fields, now);
          if (fields.get('type') !== 'external') {
            throw AppError.validation(INVALID_DATA, { type: [PUBLIC_UPLOAD_MSG.externalOnly] });
          }
          const target = publicUploadTarget(db, referral);
          const docs = await uploadDocuments(
            { data: { documents: target }, now, deps },
            await target.uploadTarget(),
            replay(),
          );
          return {
            message: PUBLIC_REFERRAL_MSG.uploaded,
            documents: docs.map((d) => ({
              uuid: d.uuid,
              name: d.name,
              referral_document_name: d.documentName,
              created_at: d.createdAt.toISOString(),
            })),
          };
        }),
    );
  });
}
