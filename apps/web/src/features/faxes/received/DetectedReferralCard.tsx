import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { INBOUND_FAX_MSG, REFERRAL_LABEL } from '@app/shared';
import { formatDate } from '../../referrals/lists/format';
import { ConfidenceMarker, lowConfidenceSx } from './ConfidenceMarker';
import { hiddenSsn, pagesText, shownSsn } from './format';
import type { DetectedFieldDto, DetectedReferralDto } from './graphql';
import { RECEIVED_UI } from './messages';

function Field({
  label,
  field,
  children,
}: {
  label: string;
  field: DetectedFieldDto | null;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ minWidth: 0, ...lowConfidenceSx(field) }}>
      {/* The confidence on the label's line: the value keeps the column's width to wrap in. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 20 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <ConfidenceMarker field={field} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 24 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {field?.value ? (children ?? field.value) : '-'}
        </Typography>
      </Box>
    </Box>
  );
}

/** The SSN hidden but its last four digits, with a button to show it. */
function SsnValue({ field }: { field: DetectedFieldDto | null }) {
  const [shown, setShown] = useState(false);
  if (!field?.value) return <Field label="SSN" field={field} />;
  return (
    <Field label="SSN" field={field}>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {shown ? shownSsn(field.value) : hiddenSsn(field.value)}
      </Box>
      <IconButton
        size="small"
        aria-label={shown ? RECEIVED_UI.hideSsn : RECEIVED_UI.showSsn}
        onClick={() => setShown((s) => !s)}
        sx={{ ml: 0.5, p: 0.25 }}
      >
        {shown ? <VisibilityOff sx={{ fontSize: 16 }} /> : <Visibility sx={{ fontSize: 16 }} />}
      </IconButton>
    </Field>
  );
}

/** The patient's name as read, else first and last joined, as sure as the less sure of the two. */
const patientName = (r: DetectedReferralDto): DetectedFieldDto | null => {
  if (r.patient_name) return r.patient_name;
  const fields = [r.firstname, r.lastname].filter((f): f is DetectedFieldDto => !!f?.value);
  if (fields.length === 0) return null;
  const lowest = (key: 'avg_confidence' | 'confidence') => Math.min(...fields.map((f) => f[key]));
  return {
    value: fields.map((f) => f.value).join(' '),
    avg_confidence: lowest('avg_confidence'),
    confidence: lowest('confidence'),
    pages: fields.flatMap((f) => f.pages),
  };
};

interface DetectedReferralCardProps {
  referral: DetectedReferralDto;
  /** 1-based position in the fax. */
  index: number;
  disabled: boolean;
  onCreate: () => void;
}

/** One referral recognised in the fax, with 'Create Referral' (prefilled from form_suggestion). */
export function DetectedReferralCard({
  referral,
  index,
  disabled,
  onCreate,
}: DetectedReferralCardProps) {
  const name = patientName(referral);
  const pages = pagesText(referral.pdf_pages);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`Detected referral ${index}: ${name?.value ?? 'unknown patient'}`}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              flex: 1,
              minWidth: 0,
              ...lowConfidenceSx(name),
            }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {name?.value ?? 'Unknown patient'}
            </Typography>
            {/* Beside the heading, not in it: the heading stays the patient's name. */}
            <ConfidenceMarker field={name} />
          </Box>
          {pages && <Chip size="small" variant="outlined" label={`Pages ${pages}`} />}
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <Field label={REFERRAL_LABEL.dateOfBirth} field={referral.birthdate}>
            {formatDate(referral.birthdate?.value) || referral.birthdate?.value}
          </Field>
          <SsnValue field={referral.ssn} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field label="Clinic" field={referral.referring_clinic} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field label="Diagnosis" field={referral.diagnosis} />
          </Box>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" onClick={onCreate} disabled={disabled}>
          {INBOUND_FAX_MSG.createReferral}
        </Button>
      </CardActions>
    </Card>
  );
}
