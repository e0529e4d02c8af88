import type { GraphqlProbes, RouteProbes } from './types.js';

/** Export, analytics and the admin dashboard (issue 9, docs/referrals-api.md "Reporting"). */
const RANGE = 'start_date: "2026-01-01", end_date: "2026-03-31"';

export const graphql: GraphqlProbes = {
  'staff Query.referrals_for_export': `{ referrals_for_export(statuses: ["active"], startDate: "2026-01-01", endDate: "2026-03-31") { id } }`,
  'staff Query.referrals_for_export_count': `{ referrals_for_export_count(statuses: ["active"], startDate: "2026-01-01", endDate: "2026-03-31") }`,
  'staff Query.referral_list': `{ referral_list(${RANGE}, type: "sent") { name referrals } }`,
  'staff Query.referral_list_by_user': `{ referral_list_by_user(${RANGE}, type: "sent") { name referrals } }`,
  'staff Query.clinic_referral_totals':
    '{ clinic_referral_totals(month: 1, year: 2026) { clinic_id sent received } }',
  'staff Query.sent_total_by_month_year': '{ sent_total_by_month_year }',
  'staff Query.sent_total_by_month_year_without_clinic':
    '{ sent_total_by_month_year_without_clinic }',
  'staff Query.rejected_total_by_month_year_without_clinic':
    '{ rejected_total_by_month_year_without_clinic }',
  'staff Query.wait_total_by_days_interval': '{ wait_total_by_days_interval(days_interval: 5) }',
};

export const routes: RouteProbes = {
  'GET /api/referrals/export.csv': {
    method: 'GET',
    url: '/api/referrals/export.csv?statuses=active&startDate=2026-01-01&endDate=2026-03-31',
  },
};
