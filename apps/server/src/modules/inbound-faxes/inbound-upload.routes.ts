import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestDeps } from '../../request-deps.js';
import { systemDb } from '../../deps.js';
import { memberOf } from '../../http/session.js';
import type { ScopedData } from '../../scoped-data/scoped.js';
import { AppError, isAppError } from '../../lib/app-error.js';
import { kindOfName } from '../../lib/file-types.js';
import type { Limit } from '../../lib/rate-limit.js';
import { audit } from '../audit/audit.js';
import { parseId } from '../catalog/sql.js';
import {
  INBOUND_FAX_MAX_BYTES,
  inboundRefusals,
  ingestInboundFax,
  sha256Hex,
} from './ingest-inbound-fax.js';
import { InboundIntakeRepo } from './inbound-intake.repo.js';

export const INBOUND_FAX_UPLOAD_PATH = '/api/inbound-faxes';

/** An admin scanning in a stack of faxes uploads one at a time; this is far above that. */
export const INBOUND_FAX_UPLOAD_LIMIT: Limit = {
  name: 'inbound-fax-upload',
  max: 60,
  windowMs: 10 * 60_000,
};

const INVALID_CLINIC = 'The selected clinic is invalid.';
const INVALID_NUMBER = 'The fax number is invalid.';

const MULTIPART_OPTIONS = {
  limits: {
    files: 1,
    // Reading stops soon after the cap; ingest refuses the byte past it.
    fileSize: INBOUND_FAX_MAX_BYTES + 1,
    fields: 10,
    fieldSize: 1024,
    parts: 11,
    headerPairs: 50,
  },
};

interface UploadForm {
  file: { name: string; bytes: Buffer } | null;
  fields: Map<string, string>;
}

/** The one file (read into memory, capped) and the text fields of the request. */
async function readForm(req: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { file: null, fields: new Map() };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || form.file) {
          part.file.resume();
          continue;
        }
        const kind = kindOfName(part.filename);
        if (kind !== 'pdf' && kind !== 'tiff') {
          part.file.resume();
          throw inboundRefusals.notPdf();
        }
        const bytes = await part.toBuffer();
        form.file = { name: part.filename, bytes };
      } else if (!form.fields.has(part.fieldname)) {
        form.fields.set(part.fieldname, String(part.value ?? '').trim());
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw inboundRefusals.tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw inboundRefusals.notPdf();
    throw e;
  }
  return form;
}

/** `clinic_id`: empty for "assign later", else a clinic that exists. */
/** The clinic must be one the admin can see (every clinic not deleted). */
async function clinicField(data: ScopedData, raw: string | undefined): Promise<number | null> {
  if (!raw) return null;
  const clinic = await data.clinics.visible(parseId(raw)).catch((e: unknown) => {
    if (isAppError(e) && e.code === 'NOT_FOUND') return null;
    throw e;
  });
  if (!clinic) throw AppError.validation(INVALID_CLINIC, { clinic_id: [INVALID_CLINIC] });
  return clinic.id;
}

function numberField(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^[0-9+()\-. ]{3,32}$/.test(raw)) {
    throw AppError.validation(INVALID_NUMBER, { from_number: [INVALID_NUMBER] });
  }
  return raw;
}

/**
 * An admin uploads a received fax that came in another way (a paper fax scanned, a file from an
 * old system): POST /api/inbound-faxes, multipart `file` (PDF or TIFF), optional `from_number`,
 * `clinic_id`. 201 for a new fax, 200 with `duplicate: true` for a file uploaded before.
 */
export async function registerInboundUploadRoutes(
  app: FastifyInstance,
  deps: RequestDeps,
): Promise<void> {
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, MULTIPART_OPTIONS);
    uploads.post(INBOUND_FAX_UPLOAD_PATH, { config: { access: 'admin' } }, async (req, reply) => {
      const { actor, data } = await memberOf(deps, req);
      await deps.limiter.consume(INBOUND_FAX_UPLOAD_LIMIT, `user:${actor.userId}`);
      try {
        const form = await readForm(req);
        if (!form.file) throw inboundRefusals.notPdf();
        // Admins see every received fax: ingest is shared with the provider ways in.
        const db = systemDb(deps, { reason: 'an admin uploads a received fax' });
        const repo = new InboundIntakeRepo(db);
        const { fax, created } = await ingestInboundFax(deps, repo, {
          source: 'upload',
          externalId: sha256Hex(form.file.bytes),
          bytes: form.file.bytes,
          metadata: { fromNumber: numberField(form.fields.get('from_number')) },
          clinicId: await clinicField(data, form.fields.get('clinic_id')),
          createdById: actor.userId,
        });
        await audit(db, {
          action: 'inbound_fax.uploaded',
          actorUserId: actor.userId,
          subjectType: 'inbound_fax',
          subjectId: fax.uuid,
          ip: req.ip,
          requestId: req.id,
          details: { duplicate: !created, clinic_id: fax.clinicId },
        });
        return reply
          .code(created ? 201 : 200)
          .send({ fax: { id: fax.uuid, status: fax.status }, duplicate: !created });
      } catch (e) {
        // A refused request is not read further: the connection closes after the answer.
        if (!req.raw.readableEnded) reply.header('connection', 'close');
        throw e;
      }
    });
  });
}
