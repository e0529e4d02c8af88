import type { Database } from '../../db/client.js';
import { createAnalyticsQueries } from './analytics.repo.js';
import { createDashboardTotals } from './dashboard-totals.repo.js';
import { createExportQueries } from './export.repo.js';
import type { ReportScope } from './reporting.policy.js';

/**
 * The report queries: export and analytics over a scope the caller has from reporting.policy.ts
 * (`reportScope`: the actor's current clinic, or every clinic for admins), and the platform
 * totals, which the caller asks `assertMaySeePlatformTotals` for first.
 */
export function createReportingRepo(db: Database) {
  return {
    export: (scope: ReportScope) => createExportQueries(db, scope),
    analytics: (scope: ReportScope) => createAnalyticsQueries(db, scope),
    dashboard: () => createDashboardTotals(db),
  };
}
