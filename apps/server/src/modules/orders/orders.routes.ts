import type { FastifyInstance } from 'fastify';
import { ObjectNotFoundError } from '../../adapters/storage/storage.js';
import type { RequestDeps } from '../../request-deps.js';
import { memberOf } from '../../http/session.js';
import { AppError } from '../../lib/app-error.js';
import { sendFile } from '../documents/file-reply.js';

export const SIGNATURE_NOT_FOUND = 'Signature not found.';

/** A positive 32-bit id from the path, or null (the column is a serial). */
function signatureId(raw: string): number | null {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  return id <= 2_147_483_647 ? id : null;
}

/**
 * GET /api/provider-signatures/:id: a signature image, shown inline (an <img> on the portal and
 * the order's detail view) to the provider user who owns it and to members of the clinics that
 * can see an order approved with it; 404 for everyone else. Never sniffed, never cached.
 */
export function registerOrderRoutes(app: FastifyInstance, deps: RequestDeps): void {
  app.get<{ Params: { id: string } }>(
    '/api/provider-signatures/:id',
    { config: { access: 'member' } },
    async (req, reply) => {
      const { data } = await memberOf(deps, req);
      const id = signatureId(req.params.id);
      const s = id === null ? undefined : await data.orders.signatureForViewer(id);
      if (!s) throw AppError.notFound(SIGNATURE_NOT_FOUND);
      let body;
      try {
        body = await deps.storage.get(s.storageKey);
      } catch (e) {
        if (e instanceof ObjectNotFoundError) throw AppError.notFound(SIGNATURE_NOT_FOUND);
        throw e;
      }
      return sendFile(reply, {
        body,
        contentType: s.contentType,
        name: s.name,
        disposition: 'inline',
        size: s.size,
      });
    },
  );
}
