import {
  FAX_FILTERS,
  isFaxClinic,
  LIST_SIDE_NEEDS,
  MAINTAINED_FILTERS,
  providerDisplayName,
  REFERRAL_LISTS,
  referralSourceLabel,
  statusLabel,
  type MaintainedFilter,
  type ReferralListName,
  type ReferralViewer,
} from '@app/shared';
import { builder } from '../../../graphql/builder.js';
import { member } from '../../../graphql/context.js';
import { selectsField } from '../../../graphql/selection.js';
import type { ListPage, ListRow } from './lists.repo.js';

/** A row and how its list reads it (the viewer's side decides the status label). */
interface RowView {
  row: ListRow;
  viewer: ReferralViewer;
}

const fullName = (first: string | null, last: string | null): string | null =>
  first === null ? null : [first, last].filter(Boolean).join(' ');

const FaxFilterEnum = builder.enumType('ReferralFaxFilter', { values: FAX_FILTERS });
const MaintainedEnum = builder.enumType('AppointmentMaintainedFilter', {
  values: Object.keys(MAINTAINED_FILTERS) as MaintainedFilter[],
});

const ListClinic = builder
  .objectRef<{ name: string; isFax: boolean }>('ReferralListClinic')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      is_fax: t.exposeBoolean('isFax', {
        description: 'A fax clinic (no users, a fax number) and the referral went by fax.',
      }),
    }),
  });

const ListRowType = builder.objectRef<RowView>('ReferralListRow').implement({
  fields: (t) => ({
    uuid: t.string({ resolve: ({ row }) => row.uuid }),
    status: t.string({ resolve: ({ row }) => row.status }),
    status_label: t.string({
      description: 'The status as this list reads it (sent lists: referrer; received: receiver).',
      resolve: ({ row, viewer }) =>
        statusLabel(
          {
            status: row.status,
            reason: row.reason,
            appointmentDate: row.appointment_date,
            acceptedAt: row.accepted_at,
            source: row.source,
          },
          viewer,
        ),
    }),
    source: t.string({ resolve: ({ row }) => row.source }),
    is_fax: t.boolean({ resolve: ({ row }) => row.is_fax }),
    is_order: t.boolean({ resolve: ({ row }) => row.is_order }),
    patient_name: t.string({
      nullable: true,
      resolve: ({ row }) => fullName(row.patient_firstname, row.patient_lastname),
    }),
    birthdate: t.string({ nullable: true, resolve: ({ row }) => row.patient_birthdate }),
    mrn: t.string({ nullable: true, resolve: ({ row }) => row.mrn }),
    diagnosis: t.string({ nullable: true, resolve: ({ row }) => row.diagnosis }),
    clinic_receiver: t.field({
      type: ListClinic,
      nullable: true,
      resolve: ({ row }) =>
        row.receiver_name === null
          ? null
          : {
              name: row.receiver_name,
              isFax:
                row.is_fax &&
                isFaxClinic({ fax: row.receiver_fax, usersCount: row.receiver_users }),
            },
    }),
    clinic_referrer: t.field({
      type: ListClinic,
      nullable: true,
      resolve: ({ row }) =>
        row.referrer_name === null ? null : { name: row.referrer_name, isFax: false },
    }),
    provider_name: t.string({
      nullable: true,
      resolve: ({ row }) =>
        row.provider_firstname === null
          ? null
          : providerDisplayName({
              title: row.provider_title,
              firstname: row.provider_firstname,
              lastname: row.provider_lastname,
              is_default: row.provider_is_default,
            }),
    }),
    referral_source: t.string({
      description: "Received tables: '★ Referral From Fax', '★ {referrer}' or the clinic name.",
      resolve: ({ row }) => sourceOf(row).label,
    }),
    referral_source_note: t.string({
      nullable: true,
      description: "'Submitted via Public Form' for public-form referrals.",
      resolve: ({ row }) => sourceOf(row).note,
    }),
    appointment_date: t.string({ nullable: true, resolve: ({ row }) => row.appointment_date }),
    decline_reason: t.string({ nullable: true, resolve: ({ row }) => row.reason }),
    sent_at: t.string({
      nullable: true,
      description: "'Date Sent' on sent tables, 'Date Received' on received ones.",
      resolve: ({ row }) => row.sent_at,
    }),
    last_updated_by: t.string({
      nullable: true,
      resolve: ({ row }) => fullName(row.updated_by_firstname, row.updated_by_lastname),
    }),
    last_updated_at: t.string({ resolve: ({ row }) => row.updated_at }),
    appointment_maintained: t.string({
      nullable: true,
      description: 'yes | no | not_applicable once the referrer completed it.',
      resolve: ({ row }) => row.appointment_maintained,
    }),
    not_maintained_reason: t.string({
      nullable: true,
      description: 'Patient Declined | No Show | Other',
      resolve: ({ row }) => row.not_maintained_reason,
    }),
    processing_days: t.float({
      nullable: true,
      description: 'Days from sending to completion (or now), one decimal.',
      resolve: ({ row }) => row.processing_days,
    }),
    aging_days: t.float({
      nullable: true,
      description: 'Days since the current appointment date when it is past, one decimal.',
      resolve: ({ row }) => row.aging_days,
    }),
  }),
});

function sourceOf(row: ListRow) {
  const name =
    row.source === 'public' ? (row.public_referrer_name ?? '') : (row.referrer_name ?? '');
  return referralSourceLabel(row.source, name);
}

const PageInfo = builder.objectRef<ListPage['pageInfo']>('ReferralListPageInfo').implement({
  fields: (t) => ({
    start_cursor: t.exposeString('startCursor', { nullable: true }),
    end_cursor: t.exposeString('endCursor', { nullable: true }),
    has_next_page: t.exposeBoolean('hasNextPage'),
    has_previous_page: t.exposeBoolean('hasPreviousPage'),
  }),
});

const ListPageType = builder
  .objectRef<ListPage & { viewer: ReferralViewer }>('ReferralListPage')
  .implement({
    fields: (t) => ({
      rows: t.field({
        type: [ListRowType],
        resolve: (p) => p.rows.map((row) => ({ row, viewer: p.viewer })),
      }),
      total_count: t.int({
        description: 'Rows of the whole list with these filters (counted only when asked).',
        resolve: (p) => p.totalCount(),
      }),
      page_info: t.field({ type: PageInfo, resolve: (p) => p.pageInfo }),
    }),
  });

for (const name of Object.keys(REFERRAL_LISTS) as ReferralListName[]) {
  const { side } = REFERRAL_LISTS[name];
  builder.queryField(name, (t) =>
    t.field({
      type: ListPageType,
      extensions: {
        access: side === 'admin' || side === 'aging' ? 'admin' : { member: LIST_SIDE_NEEDS[side] },
      },
      description: `Keyset-paged list (newest change first); statuses: ${REFERRAL_LISTS[name].statuses.join(', ')}.`,
      args: {
        keyword: t.arg.string({ description: 'Patient name, case-insensitive, containing.' }),
        birthdate: t.arg.string({ description: 'YYYY-MM-DD' }),
        is_fax: t.arg({ type: FaxFilterEnum, defaultValue: 'all' }),
        ...(name === 'referral_completed_sent'
          ? { appointment_maintained: t.arg({ type: MaintainedEnum, defaultValue: 'all' }) }
          : {}),
        first: t.arg.int({ description: 'Page size 15, 25 or 50 (default 25).' }),
        after: t.arg.string(),
        last: t.arg.int({ description: 'The last rows (1-50); without before: the last page.' }),
        before: t.arg.string(),
      },
      resolve: async (_root, args, ctx, info) => {
        const { data } = member(ctx);
        const withCount = selectsField(info, 'total_count');
        const page = await data.referralLists.page(
          name,
          {
            keyword: args.keyword,
            birthdate: args.birthdate,
            isFax: args.is_fax,
            maintained: 'appointment_maintained' in args ? args.appointment_maintained : 'all',
            first: args.first,
            after: args.after,
            last: args.last,
            before: args.before,
          },
          { withCount },
        );
        const viewer: ReferralViewer = side === 'received' ? 'receiver' : 'referrer';
        return { ...page, viewer };
      },
    }),
  );
}
