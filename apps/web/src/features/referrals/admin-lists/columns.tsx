import type { GridColDef } from '../../../ui/data-grid';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import * as c from '../lists/columns/common';
import { formatDateTime } from '../lists/format';
import type { AdminListRow } from './graphql';

export type AdminColumn = GridColDef<AdminListRow>;

/** A day count as the spec shows it: one decimal ('3.5'); '' when there is none. */
export function formatDays(days: number | null | undefined): string {
  return typeof days === 'number' && Number.isFinite(days) ? days.toFixed(1) : '';
}

/**
 * A staff list column on the admin grid: an admin row is a staff row with two more fields, and
 * these columns read only the staff fields (the grid's column type is invariant in the row).
 */
const shared = (col: c.ListColumn) => col as unknown as AdminColumn;

const days = (field: 'processing_days' | 'aging_days', headerName: string): AdminColumn => ({
  field,
  headerName,
  type: 'number',
  minWidth: 150,
  valueFormatter: (value: number | null) => formatDays(value),
});

const clinicSender: AdminColumn = {
  field: 'clinic_referrer',
  headerName: 'Clinic Sender',
  minWidth: 180,
  flex: 1,
  valueGetter: (_value, row) => row.clinic_referrer?.name ?? '',
};

/** The admin grid marks a fax clinic without users with a phone icon (spec 2 list columns). */
const clinicReceiver = c.clinicReceiverColumn<AdminListRow>((props) => (
  <PhoneOutlined {...props} />
));

const sentAt: AdminColumn = {
  field: 'sent_at',
  headerName: 'Sent At',
  minWidth: 190,
  valueFormatter: (value: string | null) => formatDateTime(value),
};

const isOrder: AdminColumn = {
  field: 'is_order',
  headerName: 'Is Order',
  minWidth: 100,
  valueFormatter: (value: boolean) => (value ? 'Yes' : 'No'),
};

const processing = days('processing_days', 'Processing (days)');
const aging = days('aging_days', 'Aging (days)');

/**
 * manage/referrals (spec 2 "Referral list columns", admin referrals grid), the birth date beside
 * the name.
 */
export const ADMIN_COLUMNS: AdminColumn[] = [
  ...c.patient.map(shared),
  shared(c.provider),
  clinicSender,
  clinicReceiver,
  shared(c.appointmentDate),
  shared(c.status),
  sentAt,
  isOrder,
  shared(c.lastUpdatedBy),
  shared(c.lastUpdatedAt),
  processing,
  aging,
];

/** manage/appointment-aging: the admin grid without the aging and status columns. */
export const AGING_COLUMNS: AdminColumn[] = ADMIN_COLUMNS.filter(
  (col) => col !== aging && col.field !== c.status.field,
);
