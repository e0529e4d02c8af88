import type { FastifyInstance } from 'fastify';
import { systemDb } from '../../deps.js';
import type { RequestDeps } from '../../request-deps.js';
import { audit } from '../audit/audit.js';
import { sendStoredDocument } from '../documents/file-reply.js';
import { publicDocument } from './public-notes.repo.js';
import { PublicFlowRepo } from './public-flow.repo.js';
import { verifyPublicAccess } from './verify-access.js';

type Params = { uuid: string; doc_uuid: string };

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * GET /api/public/referrals/:uuid/documents/:doc_uuid: a document of the referral, for its public
 * referrer. The credentials travel in headers (X-Referral-Email, X-Access-Code), never in the URL
 * where logs and browser history would keep them. The same reply as the staff download, audited.
 */
export function registerPublicReviewRoutes(app: FastifyInstance, deps: RequestDeps): void {
  app.get<{ Params: Params }>(
    '/api/public/referrals/:uuid/documents/:doc_uuid',
    { config: { access: 'public' } },
    async (req, reply) => {
      const db = systemDb(deps, { reason: 'public review: the access code is the credential' });
      const referral = await verifyPublicAccess(
        {
          data: new PublicFlowRepo(db),
          crypto: deps.crypto,
          limiter: deps.limiter,
          now: deps.clock.now(),
        },
        {
          referralUuid: req.params.uuid,
          email: header(req.headers['x-referral-email']),
          accessCode: header(req.headers['x-access-code']),
          ip: req.ip,
        },
      );
      const doc = await publicDocument(db, referral, req.params.doc_uuid);
      await audit(db, {
        action: 'referral.document.read',
        actorUserId: null,
        subjectType: 'referral',
        subjectId: referral.uuid,
        ip: req.ip,
        requestId: req.id,
        details: { document_uuid: doc.uuid, by: 'public_referrer' },
      });
      return sendStoredDocument(reply, deps.storage, doc);
    },
  );
}
