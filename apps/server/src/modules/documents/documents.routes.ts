import fastifyMultipart from '@fastify/multipart';
import { REFERRAL_READ } from '../../graphql/access.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasControlCharacters,
  REFERRAL_MSG,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  type DocumentsAnswer,
  type MultipleUploadAnswer,
  type UploadAnswer,
} from '@app/shared';
import type { RequestDeps } from '../../request-deps.js';
import { controlCharacterError } from '../../lib/control-characters.js';
import { actionContextOf, memberOf } from '../../http/session.js';
import { viewerOf } from '../referrals/referral-access.js';
import { referralDocumentJson } from './document-rows.js';
import { DOCUMENT_LIMITS } from './documents.policy.js';
import { buildReferralTif } from './export-tif.js';
import { sendFile, sendStoredDocument } from './file-reply.js';
import { buildPrintPdf } from './print-pdf.js';
import { changeableUploadTarget } from './changeable-referral.js';
import { UploadRefused, refusals, uploadDocuments, type UploadPart } from './upload-documents.js';

type Params = { uuid: string; doc_uuid?: string };

/** A request larger than this cannot be a valid upload: refused before reading it. */
export const MAX_REQUEST_BYTES = UPLOAD_MAX_FILES * (UPLOAD_MAX_BYTES + 64 * 1024) + 64 * 1024;

/** The multipart parts as the upload action reads them; the parser's own limits become ours. */
export async function* uploadParts(req: FastifyRequest): AsyncGenerator<UploadPart> {
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') yield { kind: 'file', filename: part.filename, stream: part.file };
      else {
        const value = String(part.value ?? '');
        if (hasControlCharacters(value)) throw controlCharacterError([part.fieldname]);
        yield { kind: 'field', name: part.fieldname, value };
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw refusals.tooManyFiles();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.fileTooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw refusals.noFiles();
    throw e;
  }
}

/** The multipart parser's limits for an upload route (registered in the route's own plugin). */
export const UPLOAD_MULTIPART_OPTIONS = {
  limits: {
    files: UPLOAD_MAX_FILES,
    // The storage adapter refuses the 50,000,001st byte; this only stops reading soon after.
    fileSize: UPLOAD_MAX_BYTES + 1,
    fields: 20,
    fieldSize: 4096,
    parts: UPLOAD_MAX_FILES + 20,
    headerPairs: 50,
  },
};

/**
 * Runs an upload and answers it: an oversized request is refused before it is read, a refusal
 * is 413/422 with the field errors, and what is left of a refused body is not read.
 */
export async function answerUpload<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
      throw refusals.fileTooLarge();
    }
    return await run();
  } catch (e) {
    // The connection closes after the answer instead.
    if (!req.raw.readableEnded) reply.header('connection', 'close');
    if (e instanceof UploadRefused) {
      return reply.code(e.httpStatus).send({ message: e.message, errors: e.fieldErrors });
    }
    throw e;
  }
}

/**
 * Referral documents (docs/referrals-api.md): uploads, list, download, print and TIF export.
 * Multipart parsing is registered only inside the upload routes' own plugin, so it never takes
 * over Yoga's multipart handling (DESIGN "Known pitfalls").
 */
export async function registerDocumentRoutes(
  app: FastifyInstance,
  deps: RequestDeps,
): Promise<void> {
  const upload =
    (withIds: boolean) => (req: FastifyRequest<{ Params: Params }>, reply: FastifyReply) =>
      answerUpload(req, reply, async () => {
        const ctx = await actionContextOf(deps, req);
        await deps.limiter.consume(DOCUMENT_LIMITS.upload, `user:${ctx.actor.userId}`);
        const target = await changeableUploadTarget(ctx, req.params.uuid);
        const docs = (await uploadDocuments(ctx, target, uploadParts(req))).map(
          referralDocumentJson,
        );
        const answer: UploadAnswer = { message: REFERRAL_MSG.uploadOk, documents: docs };
        return withIds
          ? ({ ...answer, document_ids: docs.map((d) => d.uuid) } satisfies MultipleUploadAnswer)
          : answer;
      });

  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, UPLOAD_MULTIPART_OPTIONS);
    uploads.post<{ Params: Params }>(
      '/api/referrals/:uuid/documents',
      { config: { access: 'member' } },
      upload(false),
    );
    uploads.post<{ Params: Params }>(
      '/api/referrals/:uuid/multiple_type/documents',
      { config: { access: 'member' } },
      upload(true),
    );
  });

  app.get<{ Params: Params }>(
    '/api/referrals/:uuid/documents',
    { config: { access: { member: 'any' } } },
    async (req) => {
      const { data } = await memberOf(deps, req);
      const docs = await data.documents.list(req.params.uuid);
      return { documents: docs.map(referralDocumentJson) } satisfies DocumentsAnswer;
    },
  );

  app.get<{ Params: Params }>(
    '/api/referrals/:uuid/documents/:doc_uuid',
    { config: { access: REFERRAL_READ } },
    async (req, reply) => {
      const { data } = await memberOf(deps, req);
      const doc = await data.documents.openForDownload(req.params.uuid, req.params.doc_uuid ?? '');
      return sendStoredDocument(reply, deps.storage, doc);
    },
  );

  /** What the print and TIF renderers take: the summary as this member sees it (read audited). */
  const renderInput = async (
    req: FastifyRequest<{ Params: Params }>,
    purpose: 'referral.printed' | 'referral.exported',
  ) => {
    const { actor, data } = await memberOf(deps, req);
    await deps.limiter.consume(DOCUMENT_LIMITS.render, `user:${actor.userId}`);
    const { referral, summary } = await data.documents.summaryFor(req.params.uuid, purpose);
    return {
      summary,
      opts: { viewer: viewerOf(actor, referral), now: deps.clock.now() },
      fileName: `Referral_${referral.uuid.slice(0, 8)}`,
    };
  };

  app.get<{ Params: Params }>(
    '/api/referrals/:uuid/print',
    { config: { access: REFERRAL_READ } },
    async (req, reply) => {
      const { summary, opts, fileName } = await renderInput(req, 'referral.printed');
      const { pdf } = await buildPrintPdf(summary, deps.storage, opts);
      // The web app prints it from a same-origin frame; the app-wide policy forbids framing.
      reply
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
        .header('x-frame-options', 'SAMEORIGIN');
      return sendFile(reply, {
        body: pdf,
        contentType: 'application/pdf',
        name: `${fileName}.pdf`,
        disposition: 'inline',
      });
    },
  );

  app.get<{ Params: Params }>(
    '/api/referrals/:uuid/export.tif',
    { config: { access: REFERRAL_READ } },
    async (req, reply) => {
      const { summary, opts, fileName } = await renderInput(req, 'referral.exported');
      const { tif } = await buildReferralTif(summary, deps.storage, opts);
      return sendFile(reply, {
        body: tif,
        contentType: 'image/tiff',
        name: `${fileName}.tif`,
        disposition: 'attachment',
      });
    },
  );
}
