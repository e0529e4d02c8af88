import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { EXPORT_CSV_PATH, exportFileName, REPORT_NEEDS, todayInCentral } from '@app/shared';
import type { RequestDeps } from '../../request-deps.js';
import { memberOf } from '../../http/session.js';
import { hours } from '../../lib/clock.js';
import { sendFile } from '../documents/file-reply.js';
import { CSV_BOM } from './csv.js';
import { csvRow, CSV_HEADER } from './export-row.js';
import { parseExportFilter } from './report-args.js';
import { reportScope } from './reporting.policy.js';

/** Each file may hold every sent referral of a clinic: a few per hour is plenty for a person. */
export const EXPORT_LIMIT = { name: 'reports:export:user', max: 30, windowMs: hours(1) };

type Query = { statuses?: string; startDate?: string; endDate?: string };

/**
 * GET /api/referrals/export.csv?statuses=active,declined&startDate=YYYY-MM-DD&endDate=YYYY-MM-DD:
 * the export grid's every matching row as CSV, streamed batch by batch (memory stays flat).
 * Everything that can refuse (access, limit, arguments) runs before the first byte is sent.
 */
export function registerExportRoutes(app: FastifyInstance, deps: RequestDeps): void {
  app.get<{ Querystring: Query }>(
    EXPORT_CSV_PATH,
    { config: { access: { member: REPORT_NEEDS.export } } },
    async (req, reply) => {
      const { actor, data } = await memberOf(deps, req);
      const queries = data.reporting.export(reportScope(actor));
      const q = req.query;
      const filter = parseExportFilter({
        statuses: (q.statuses ?? '').split(',').filter(Boolean),
        startDate: q.startDate,
        endDate: q.endDate,
      });
      await deps.limiter.consume(EXPORT_LIMIT, `user:${actor.userId}`);
      await data.audit({
        action: 'referral.exported',
        subjectType: 'referrals',
        ip: req.ip,
        requestId: req.id,
        details: {
          format: 'csv',
          statuses: filter.filters,
          start_date: filter.range.start,
          end_date: filter.range.end,
          clinic_id: actor.currentClinicId,
        },
      });
      async function* lines() {
        yield CSV_BOM + CSV_HEADER;
        // One chunk per batch: few writes, and the stream waits for the client before reading on.
        for await (const rows of queries.exportBatches(filter)) yield rows.map(csvRow).join('');
      }
      return sendFile(reply, {
        body: Readable.from(lines(), { objectMode: false }),
        contentType: 'text/csv; charset=utf-8',
        name: exportFileName(todayInCentral(deps.clock.now())),
        disposition: 'attachment',
      });
    },
  );
}
