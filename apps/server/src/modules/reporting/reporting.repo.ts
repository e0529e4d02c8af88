import { AppError } from '../../lib/app-error.js';
import type { Database } from '../../db/client.js';
import { isAdmin, type Actor } from '../auth/actor.js';
import { createAnalyticsQueries } from './analytics.repo.js';
import { createDashboardTotals } from './dashboard-totals.repo.js';
import { createExportQueries } from './export.repo.js';
import { reportScope } from './report-scope.js';

/**
 * Reports for one actor: export and analytics over the actor's scope (current clinic, or every
 * clinic for admins), dashboard totals for admins only. The scope is decided on first use, so
 * that building the data handle never fails for users without reports.
 */
export function createReportingRepo(db: Database, actor: Actor) {
  return {
    export: () => createExportQueries(db, reportScope(actor)),
    analytics: () => createAnalyticsQueries(db, reportScope(actor)),
    dashboard: () => {
      if (!isAdmin(actor)) throw AppError.forbidden();
      return createDashboardTotals(db);
    },
  };
}
