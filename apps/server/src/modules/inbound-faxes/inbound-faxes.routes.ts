import type { FastifyInstance } from 'fastify';
import { INBOUND_FAX_MSG } from '@app/shared';
import { ObjectNotFoundError } from '../../adapters/storage/storage.js';
import type { RequestDeps } from '../../request-deps.js';
import { memberOf } from '../../http/session.js';
import { AppError } from '../../lib/app-error.js';
import { sendFile } from '../documents/file-reply.js';

/** Where the browser reads a received fax's PDF (InboundFax.pdf_url). */
export const inboundFaxPdfUrl = (uuid: string): string => `/api/inbound-faxes/${uuid}/pdf`;

/**
 * GET /api/inbound-faxes/:id/pdf: the fax's PDF, inline for the viewer or, with `?download=1`,
 * as an attachment; to admins and members of the fax's clinic, 404 'Fax not found.' for anyone
 * else. Never sniffed, never cached.
 */
export function registerInboundFaxRoutes(app: FastifyInstance, deps: RequestDeps): void {
  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    '/api/inbound-faxes/:id/pdf',
    { config: { access: 'member' } },
    async (req, reply) => {
      const { data } = await memberOf(deps, req);
      const fax = await data.inboundFaxes.find(req.params.id);
      let body;
      try {
        body = await deps.storage.get(fax.storageKey);
      } catch (e) {
        if (e instanceof ObjectNotFoundError) throw AppError.notFound(INBOUND_FAX_MSG.notFound);
        throw e;
      }
      return sendFile(reply, {
        body,
        contentType: 'application/pdf',
        name: `fax-${fax.uuid}.pdf`,
        disposition: req.query.download === '1' ? 'attachment' : 'inline',
        size: fax.size,
      });
    },
  );
}
