import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { PUBLIC_FAX_MSG, formatPhone } from '@app/shared';
import { formatDate, formatDateTime } from '../../referrals/lists/format';
import type { PublicReferralViewDto } from './graphql';
import { Field, FieldGrid, ReviewSection } from './ReviewSection';

type View = { view: PublicReferralViewDto };

const phone = (digits: string | null) => (digits ? formatPhone(digits) : null);

/** The status as the referrer sees it, when the referral was sent, and the way out. */
export function StatusHeader({ view, onSignOut }: View & { onSignOut: () => void }) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      aria-label="Referral status"
      role="group"
    >
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {`Referral to ${view.receiver.name}`}
      </Typography>
      <Chip label={view.status_label} color="primary" variant="outlined" />
      {view.is_fax && <FaxStatus view={view} />}
      <Box sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {view.sent_at ? `Sent ${formatDateTime(view.sent_at)}` : ''}
        </Typography>
        <Button size="small" startIcon={<Logout />} onClick={onSignOut}>
          Sign Out
        </Button>
      </Box>
    </Box>
  );
}

const FAX_CHIP_COLOR: Record<string, 'default' | 'info' | 'success' | 'error'> = {
  sending: 'info',
  success: 'success',
  failure: 'error',
};

/**
 * A referral to a fax clinic went out by fax: how its fax is doing (issue 17 item 3), until the
 * fax job made it 'Preparing the fax'.
 */
function FaxStatus({ view }: View) {
  const { fax } = view;
  return (
    <Box
      role="status"
      aria-label={PUBLIC_FAX_MSG.faxStatus}
      sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <PrintOutlined fontSize="small" color="primary" aria-hidden />
      <Typography variant="body2">{PUBLIC_FAX_MSG.receivesByFax}</Typography>
      <Chip
        size="small"
        icon={<PrintOutlined />}
        label={`${PUBLIC_FAX_MSG.faxStatus}: ${fax ? fax.label : PUBLIC_FAX_MSG.faxPending}`}
        color={fax ? (FAX_CHIP_COLOR[fax.status] ?? 'default') : 'default'}
      />
      {fax && fax.pages_sent > 0 && (
        <Typography variant="body2" color="text.secondary">
          {`${String(fax.pages_sent)} ${fax.pages_sent === 1 ? 'page' : 'pages'} · ${formatDateTime(fax.updated_at)}`}
        </Typography>
      )}
    </Box>
  );
}

/** Patient, referrer, receiving clinic and the referral's own details (spec 2 "Public review page"). */
export function ReferralOverview({ view }: View) {
  const { patient, referrer, receiver } = view;
  return (
    <Stack spacing={2}>
      <ReviewSection title="Referral">
        <FieldGrid>
          <Field label="Provider" value={view.provider} />
          <Field label="Diagnosis" value={view.diagnosis} />
          <Field label="Appointment" value={formatDateTime(view.appointment_date)} />
          {view.reason && <Field label="Reason" value={view.reason} full />}
        </FieldGrid>
      </ReviewSection>
      <ReviewSection title="Patient">
        <FieldGrid>
          <Field label="Name" value={`${patient.firstname} ${patient.lastname}`.trim()} />
          <Field label="Birthdate" value={formatDate(patient.birthdate)} />
        </FieldGrid>
      </ReviewSection>
      <ReviewSection title="Referrer">
        <FieldGrid>
          <Field label="Clinic" value={referrer.clinic_name} />
          <Field label="Physician" value={referrer.physician} />
          <Field label="Contact" value={referrer.contact} />
          <Field label="Email" value={referrer.contact_email} />
          <Field label="Office Phone" value={phone(referrer.office_phone)} />
          <Field label="Fax" value={phone(referrer.fax)} />
        </FieldGrid>
      </ReviewSection>
      <ReviewSection title="Receiver">
        <FieldGrid>
          <Field label="Clinic" value={receiver.name} />
          <Field label="Address" value={receiver.full_address} />
          <Field label="Office Phone" value={phone(receiver.office_phone)} />
          <Field label="Fax" value={phone(receiver.fax)} />
        </FieldGrid>
      </ReviewSection>
    </Stack>
  );
}
