import {
  DAYS_WAITING_INTERVAL,
  REFERRAL_BY_USER_TYPES,
  REFERRAL_LIST_TYPES,
  REPORT_MSG,
  REPORT_NEEDS,
  type AnalyticsRow,
} from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { member, type GraphQLContext } from '../../graphql/context.js';
import type { ClinicReferralTotal } from './dashboard-totals.repo.js';
import { exportView, type ExportView } from './export-row.js';
import { intWithin, oneOf, parseExportFilter } from './report-args.js';
import { parseDayRange } from './report-range.js';
import { assertMaySeePlatformTotals, reportScope } from './reporting.policy.js';

/** Grid page sizes are 15, 25 and 50; anything up to 100 is served. */
const MAX_EXPORT_PAGE = 100;

const ExportClinic = builder.objectRef<{ id: number; name: string }>('ExportClinic').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const ExportProvider = builder
  .objectRef<{ id: number; display_name: string }>('ExportProvider')
  .implement({
    fields: (t) => ({ id: t.exposeInt('id'), display_name: t.exposeString('display_name') }),
  });

const ExportReferral = builder.objectRef<ExportView>('ExportReferral').implement({
  description: 'A sent referral as the export grid and file show it (spec 3 section 2.3).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "'Referral #'" }),
    uuid: t.exposeString('uuid'),
    status: t.exposeString('status'),
    status_label: t.exposeString('status_label', { description: 'As the referrer sees it.' }),
    patient_name: t.exposeString('patient_name'),
    mrn: t.exposeString('mrn', { nullable: true }),
    birthdate: t.exposeString('birthdate', { nullable: true, description: 'YYYY-MM-DD' }),
    diagnosis: t.exposeString('diagnosis', { nullable: true }),
    sent_at: t.exposeString('sent_at', { nullable: true, description: 'ISO timestamp.' }),
    sent_by: t.exposeString('sent_by', { nullable: true, description: 'The user who sent it.' }),
    receiver: t.expose('receiver', { type: ExportClinic, nullable: true }),
    is_fax: t.exposeBoolean('is_fax', { description: 'Sent by fax (the fax icon).' }),
    provider: t.expose('provider', { type: ExportProvider, nullable: true }),
    appointment_maintained: t.exposeString('appointment_maintained', {
      nullable: true,
      description: "'Yes', 'No', 'N/A', or null before completion.",
    }),
    appointment_or_reason: t.exposeString('appointment_or_reason', {
      nullable: true,
      description:
        "The decline reason, else the current appointment's ISO time (the clinic's wall clock kept as UTC).",
    }),
  }),
});

const AnalyticsRowType = builder.objectRef<AnalyticsRow>('AnalyticsRow').implement({
  fields: (t) => ({ name: t.exposeString('name'), referrals: t.exposeInt('referrals') }),
});

const ClinicReferralTotalType = builder
  .objectRef<ClinicReferralTotal>('ClinicReferralTotal')
  .implement({
    fields: (t) => ({
      clinic_id: t.exposeInt('clinic_id'),
      name: t.exposeString('name'),
      sent: t.exposeInt('sent'),
      received: t.exposeInt('received'),
    }),
  });

/** The actor's reports, each asking reporting.policy.ts when it is first used. */
const reports = (ctx: GraphQLContext) => {
  const { actor, data } = member(ctx);
  return {
    export: () => data.reporting.export(reportScope(actor)),
    analytics: () => data.reporting.analytics(reportScope(actor)),
    dashboard: () => {
      assertMaySeePlatformTotals(actor);
      return data.reporting.dashboard();
    },
  };
};

builder.queryFields((t) => {
  const exportArgs = {
    statuses: t.arg.stringList({ required: true, description: 'active, declined, completed' }),
    startDate: t.arg.string({ required: true, description: 'First sent day, YYYY-MM-DD' }),
    endDate: t.arg.string({ required: true, description: 'Last sent day (included)' }),
  };
  const rangeArgs = {
    start_date: t.arg.string({ required: true, description: 'YYYY-MM-DD (US/Central)' }),
    end_date: t.arg.string({ required: true, description: 'YYYY-MM-DD, included' }),
    type: t.arg.string({ required: true }),
  };
  const range = (a: { start_date: string; end_date: string }) =>
    parseDayRange(a.start_date, a.end_date, { start: 'start_date', end: 'end_date' });
  const now = (ctx: GraphQLContext) => ctx.deps.clock.now();
  return {
    referrals_for_export: t.field({
      type: [ExportReferral],
      extensions: { access: { member: REPORT_NEEDS.export } },
      description: "Sent referrals of the actor's scope, newest sent first (the export grid).",
      args: {
        ...exportArgs,
        limit: t.arg.int({ defaultValue: 25 }),
        offset: t.arg.int({ defaultValue: 0 }),
      },
      resolve: async (_root, a, ctx) => {
        const filter = parseExportFilter(a);
        const limit = intWithin(a.limit ?? 25, 1, MAX_EXPORT_PAGE, 'limit', 'limit is 1-100.');
        const offset = intWithin(a.offset ?? 0, 0, 2 ** 31 - 1, 'offset', 'offset is >= 0.');
        const rows = await reports(ctx).export().exportPage(filter, limit, offset);
        return rows.map(exportView);
      },
    }),
    referrals_for_export_count: t.int({
      extensions: { access: { member: REPORT_NEEDS.export } },
      args: exportArgs,
      resolve: (_root, a, ctx) => reports(ctx).export().exportCount(parseExportFilter(a)),
    }),
    referral_list: t.field({
      type: [AnalyticsRowType],
      extensions: { access: { member: REPORT_NEEDS.analytics } },
      description:
        'type sent: by receiving clinic (admins: sending); received: by referring clinic (admins: receiving).',
      args: rangeArgs,
      resolve: (_root, a, ctx) =>
        reports(ctx)
          .analytics()
          .referralList(oneOf(REFERRAL_LIST_TYPES, a.type, 'type'), range(a)),
    }),
    referral_list_by_user: t.field({
      type: [AnalyticsRowType],
      extensions: { access: { member: REPORT_NEEDS.analytics } },
      description: 'type sent | accepted | declined: by the user who did it.',
      args: rangeArgs,
      resolve: (_root, a, ctx) =>
        reports(ctx)
          .analytics()
          .referralListByUser(oneOf(REFERRAL_BY_USER_TYPES, a.type, 'type'), range(a)),
    }),
    sent_total_by_month_year: t.string({
      extensions: { access: 'admin' },
      description: 'JSON {"YYYY-MM": {"<clinic name>": n}}, last 12 months (US/Central).',
      resolve: async (_root, _a, ctx) =>
        JSON.stringify(await reports(ctx).dashboard().sentByMonthAndClinic(now(ctx))),
    }),
    sent_total_by_month_year_without_clinic: t.string({
      extensions: { access: 'admin' },
      description: 'JSON {"YYYY-MM": n}, last 12 months (US/Central).',
      resolve: async (_root, _a, ctx) =>
        JSON.stringify(await reports(ctx).dashboard().sentByMonth(now(ctx))),
    }),
    rejected_total_by_month_year_without_clinic: t.string({
      extensions: { access: 'admin' },
      description: 'JSON {"YYYY-MM": n}: declined and not approved, by the last status change.',
      resolve: async (_root, _a, ctx) =>
        JSON.stringify(await reports(ctx).dashboard().rejectedByMonth(now(ctx))),
    }),
    wait_total_by_days_interval: t.string({
      extensions: { access: 'admin' },
      description: 'JSON {"0-4": n, "5-9": n, ...}: referrals waiting for the receiver.',
      args: { days_interval: t.arg.int({ defaultValue: DAYS_WAITING_INTERVAL }) },
      resolve: async (_root, a, ctx) => {
        const interval = intWithin(
          a.days_interval ?? DAYS_WAITING_INTERVAL,
          1,
          365,
          'days_interval',
          REPORT_MSG.intervalInvalid,
        );
        return JSON.stringify(await reports(ctx).dashboard().waitingByDays(now(ctx), interval));
      },
    }),
    clinic_referral_totals: t.field({
      type: [ClinicReferralTotalType],
      extensions: { access: 'admin' },
      description: 'Every clinic with its referrals sent and received in the month (US/Central).',
      args: { month: t.arg.int({ required: true }), year: t.arg.int({ required: true }) },
      resolve: (_root, a, ctx) =>
        reports(ctx)
          .dashboard()
          .clinicTotals(
            intWithin(a.month, 1, 12, 'month', REPORT_MSG.monthInvalid),
            intWithin(a.year, 1900, 9999, 'year', REPORT_MSG.dateInvalid),
          ),
    }),
  };
});
