import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ageInYears, formatPhone, formatUsDate } from '@app/shared';
import type { ReviewReferralDto } from './graphql';

/** One fact of the banner: its label read aloud and shown small, then the value. */
function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}{' '}
      </Typography>
      {value}
    </Typography>
  );
}

/**
 * Who the referral is about, pinned under the top bar while the page scrolls (issue 20 item 3):
 * the patient's name, birth date and age, MRN, phone, and the referral's status.
 */
export function PatientBanner({
  referral,
  today = new Date(),
}: {
  referral: ReviewReferralDto;
  today?: Date;
}) {
  const patient = referral.patient;
  const birthdate = patient?.details?.birthdate ?? null;
  const age = ageInYears(birthdate, today);
  return (
    <Paper
      component="section"
      aria-label="Patient"
      elevation={2}
      sx={{
        position: 'sticky',
        // Under the fixed top bar (the toolbar's height at each width).
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        px: 2,
        py: 1,
        mb: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      <Typography component="p" variant="h6" sx={{ fontWeight: 600, mr: 1 }}>
        {patient?.full_name || 'No patient on file'}
      </Typography>
      <Fact
        label="Birthdate"
        value={birthdate && `${formatUsDate(birthdate)}${age === null ? '' : ` (age ${age})`}`}
      />
      <Fact label="MRN" value={referral.mrn} />
      <Fact label="Phone" value={patient?.details?.phone && formatPhone(patient.details.phone)} />
      <Chip
        label={referral.status_label}
        color="primary"
        variant="outlined"
        size="small"
        sx={{ ml: { sm: 'auto' }, fontWeight: 600 }}
        data-testid="banner-status"
      />
    </Paper>
  );
}
