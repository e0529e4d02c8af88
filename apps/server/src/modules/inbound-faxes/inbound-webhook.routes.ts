import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../../request-deps.js';
import { systemDb } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { fetchFaxAttachment } from './fetch-fax-attachment.js';
import { webhookAuthentic } from './inbound-webhook-auth.js';
import { ingestInboundFax } from './ingest-inbound-fax.js';
import { InboundIntakeRepo } from './inbound-intake.repo.js';

export const INBOUND_FAX_WEBHOOK_PATH = '/api/webhooks/inbound-fax';

/** A fax notification is a few hundred bytes; anything much bigger is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const INVALID_DELIVERY = 'The delivery is not a received fax notification.';

const id = z.union([z.string().min(1).max(200), z.number().int()]).transform(String);

/** RingCentral's message-store notification of a fax (the fields we read). */
const deliverySchema = z.object({
  uuid: z.string().optional(),
  event: z.string().optional(),
  timestamp: z.string().optional(),
  body: z.object({
    id,
    uri: z.string().max(2000).optional(),
    type: z.string(),
    direction: z.string(),
    subject: z.string().nullish(),
    from: z.object({ phoneNumber: z.string().nullish(), location: z.string().nullish() }).nullish(),
    to: z.array(z.object({ phoneNumber: z.string().nullish() })).nullish(),
    faxPageCount: z.number().int().nullish(),
    creationTime: z.string().nullish(),
    attachments: z.array(z.object({ id: id.optional(), uri: z.string().max(2000) })).nullish(),
  }),
});

function dateOrNull(value: string | null | undefined): Date | null {
  const d = value ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

function parseDelivery(raw: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw AppError.validation(INVALID_DELIVERY);
  }
  const parsed = deliverySchema.safeParse(json);
  if (!parsed.success) throw AppError.validation(INVALID_DELIVERY);
  return parsed.data.body;
}

/**
 * The fax provider's notification of a received fax (RingCentral-shaped; docs/referrals-api.md).
 * Registered in its own scope, where JSON arrives as raw bytes: the signature covers the bytes as
 * sent, and nothing is parsed before it is checked.
 */
export function registerInboundWebhookRoutes(app: FastifyInstance, deps: RequestDeps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );

    scope.post(INBOUND_FAX_WEBHOOK_PATH, { config: { access: 'webhook' } }, async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const authentic = webhookAuthentic(
        deps.config.fax.webhookSecret,
        {
          signature: req.headers['x-fax-signature'],
          verificationToken: req.headers['verification-token'],
        },
        raw,
      );
      if (!authentic) throw AppError.unauthenticated();

      // RingCentral's subscription handshake: echo the token, nothing to store.
      const validation = req.headers['validation-token'];
      if (typeof validation === 'string' && validation !== '') {
        return reply.header('validation-token', validation).code(200).send();
      }

      const fax = parseDelivery(raw);
      if (fax.type !== 'Fax' || fax.direction !== 'Inbound') return { ignored: true };
      const db = systemDb(deps, { reason: 'received fax notification from the fax provider' });
      const repo = new InboundIntakeRepo(db);
      const known = await repo.find('webhook', fax.id);
      if (known) return { id: known.uuid, duplicate: true };

      const attachment = fax.attachments?.[0];
      if (!attachment) throw AppError.validation(INVALID_DELIVERY);
      const bytes = await fetchFaxAttachment(attachment.uri, {
        apiBase: deps.config.inboundFax.apiBase,
        token: deps.config.inboundFax.apiToken,
      });
      const { fax: row, created } = await ingestInboundFax(deps, repo, {
        source: 'webhook',
        externalId: fax.id,
        bytes,
        metadata: {
          uri: fax.uri,
          subject: fax.subject,
          fromNumber: fax.from?.phoneNumber,
          fromLocation: fax.from?.location,
          toNumber: fax.to?.[0]?.phoneNumber,
          pagesCount: fax.faxPageCount,
          dateCreated: dateOrNull(fax.creationTime),
        },
      });
      return { id: row.uuid, duplicate: !created };
    });
  });
}
