import { REFERRAL_LABEL } from '@app/shared';
import type { ReactNode } from 'react';
import type { GridColDef } from '../../../../ui/data-grid';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FaxOutlined from '@mui/icons-material/FaxOutlined';
import type { ReferralListRow } from '../graphql';
import { formatDate, formatDateTime, maintainedText } from '../format';
import { RowActionsCell } from '../RowActions';

/**
 * The referral list columns (spec 2 section 2 "Referral list columns"), each defined once; the
 * table kinds (sent, received, completed sent, declined) list which they show, in order.
 */
export type ListColumn = GridColDef<ReferralListRow>;

const text = (field: keyof ReferralListRow, headerName: string, minWidth = 140): ListColumn => ({
  field,
  headerName,
  minWidth,
  flex: 1,
});

const dateTime = (
  field: 'sent_at' | 'last_updated_at' | 'appointment_date',
  headerName: string,
): ListColumn => ({
  field,
  headerName,
  minWidth: 190,
  valueFormatter: (value: string | null) => formatDateTime(value),
});

export const patientName = text('patient_name', 'Patient Name', 160);
export const mrn = text('mrn', 'MRN', 110);
export const sendingClinicMrn = text('mrn', 'Sending Clinic MRN', 180);
export const dateOfBirth: ListColumn = {
  field: 'birthdate',
  headerName: REFERRAL_LABEL.dateOfBirth,
  minWidth: 130,
  valueFormatter: (value: string | null) => formatDate(value),
};
export const diagnosis = text('diagnosis', REFERRAL_LABEL.diagnosis, 160);

/**
 * Every list starts with who the referral is about (issue 20): the patient's name and birth date,
 * which tells two patients of one name apart.
 */
export const patient: ListColumn[] = [patientName, dateOfBirth];
export const provider = text('provider_name', 'Provider', 160);
// Wide enough for the longest labels ('Faxed Successfully', 'Manually Created') on one line.
export const status = text('status_label', 'Status', 170);
export const appointmentDate = dateTime('appointment_date', REFERRAL_LABEL.appointmentDate);
export const dateSent = dateTime('sent_at', REFERRAL_LABEL.dateSent);
export const dateReceived = dateTime('sent_at', 'Date Received');
export const lastUpdatedBy = text('last_updated_by', 'Last Updated By', 150);
export const lastUpdatedAt = dateTime('last_updated_at', 'Last Updated At');
export const declinedReason = text('decline_reason', 'Declined Reason', 180);

/**
 * 'Clinic Receiver' with an icon when the receiver is a fax clinic and the referral went by fax
 * (sent tables: a fax icon; the admin grid: a phone icon).
 */
export function clinicReceiverColumn<R extends Pick<ReferralListRow, 'clinic_receiver'>>(
  icon: (props: { fontSize: 'small'; titleAccess: string; color: 'action' }) => ReactNode,
): GridColDef<R> {
  return {
    field: 'clinic_receiver',
    headerName: 'Clinic Receiver',
    minWidth: 180,
    flex: 1,
    valueGetter: (_value, row) => row.clinic_receiver?.name ?? '',
    renderCell: ({ row }) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {row.clinic_receiver?.is_fax &&
          icon({ fontSize: 'small', titleAccess: 'Fax clinic', color: 'action' })}
        {row.clinic_receiver?.name}
      </Box>
    ),
  };
}

export const clinicReceiver = clinicReceiverColumn<ReferralListRow>((props) => (
  <FaxOutlined {...props} />
));

/** '★ Referral From Fax', or '★ {referrer}' over 'Submitted via Public Form', or the clinic. */
export const referralSource: ListColumn = {
  field: 'referral_source',
  headerName: 'Referral Source',
  minWidth: 230,
  flex: 1,
  renderCell: ({ row }) => (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}
    >
      <Typography variant="body2" noWrap>
        {row.referral_source}
      </Typography>
      {row.referral_source_note && (
        <Typography variant="caption" color="text.secondary" noWrap>
          {row.referral_source_note}
        </Typography>
      )}
    </Box>
  ),
};

export const appointmentOrDeclineReason: ListColumn = {
  field: 'appointment_or_reason',
  headerName: 'Appointment Date or Decline Reason',
  minWidth: 240,
  valueGetter: (_value, row) => row.decline_reason || formatDateTime(row.appointment_date),
};

export const maintainedAppointment: ListColumn = {
  field: 'appointment_maintained',
  headerName: 'Maintained Appointment',
  minWidth: 190,
  valueGetter: (_value, row) =>
    maintainedText(row.appointment_maintained, row.not_maintained_reason),
};

export const actions: ListColumn = {
  field: 'actions',
  headerName: 'Actions',
  minWidth: 150,
  sortable: false,
  renderCell: ({ row }) => <RowActionsCell row={row} />,
};
