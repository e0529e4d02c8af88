import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MISC_DOCUMENT_NAME } from '@app/shared';
import { SummaryItem } from '../../../ui/SummaryItem';
import type { ReviewReferralDto } from './graphql';

/** A comment longer than this takes a full row (spec 2 "Referral detail view"). */
export const SHORT_COMMENT_MAX = 40;

function Field({ label, value, full }: { label: string; value: ReactNode; full?: boolean }) {
  return (
    <SummaryItem label={label} full={full}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value || '-'}
      </Typography>
    </SummaryItem>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Custom form answers kept as JSON text: custom_ names with their values, labels from the name. */
function customFields(extraInfo: string): [string, string][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(extraInfo);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  return Object.entries(parsed as Record<string, unknown>)
    .filter(([k, v]) => k.startsWith('custom_') && v !== null && v !== '')
    .map(([k, v]) => [
      k
        .slice('custom_'.length)
        .split('_')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' '),
      Array.isArray(v) ? v.join(', ') : String(v),
    ]);
}

export function ClinicsSection({ referral }: { referral: ReviewReferralDto }) {
  const { receiver, referrer } = referral;
  return (
    <Section title="Clinics">
      <Field
        label="Receiving Clinic"
        value={
          receiver && (
            <>
              {receiver.name}
              {receiver.full_address && `\n${receiver.full_address}`}
              {receiver.office_phone && `\nOffice Phone: ${receiver.office_phone}`}
              {receiver.fax && `\nFax: ${receiver.fax}`}
            </>
          )
        }
      />
      <Field
        label="Sender"
        value={
          referrer && (
            <>
              {referrer.name}
              {referrer.full_address && `\n${referrer.full_address}`}
              {referrer.office_phone && `\nPhone: ${referrer.office_phone}`}
              {referrer.fax && `\nFax: ${referrer.fax}`}
            </>
          )
        }
      />
      <Field label="Provider" value={referral.provider?.display_name} />
      <Field label="Referring Provider" value={referral.referrer_provider?.display_name} />
    </Section>
  );
}

export function PatientSection({ referral }: { referral: ReviewReferralDto }) {
  const [more, setMore] = useState(false);
  const patient = referral.patient;
  const d = patient?.details;
  return (
    <Section title="Patient Demographics">
      <Field label="Patient Name" value={patient?.full_name} />
      <Field label="Birthdate" value={d?.birthdate} />
      <Field label="MRN" value={referral.mrn} />
      <Field label="Phone" value={d?.phone} />
      {more && (
        <>
          <Field label="SSN" value={d?.ssn} />
          <Field label="Address" value={d?.full_address} />
          <Field label="Insurance Provider" value={d?.insurance_provider} />
          <Field label="Policy Number" value={d?.policy_number} />
        </>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button size="small" aria-expanded={more} onClick={() => setMore((m) => !m)}>
          {more ? 'Show Less' : 'Show More'}
        </Button>
      </Box>
    </Section>
  );
}

export function DetailsSection({ referral }: { referral: ReviewReferralDto }) {
  const comment = referral.comment ?? '';
  return (
    <Section title="Referral Details">
      <Field label="Diagnosis" value={referral.diagnosis} />
      <Field label="Comment" value={comment} full={comment.length > SHORT_COMMENT_MAX} />
      {customFields(referral.extra_info).map(([label, value]) => (
        <Field key={label} label={label} value={value} />
      ))}
    </Section>
  );
}

export function DocumentsSection({ referral }: { referral: ReviewReferralDto }) {
  return (
    <Section title="Uploaded Documents">
      {referral.documents.length === 0 ? (
        <Typography variant="body2">No documents uploaded.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2, gridColumn: '1 / -1' }}>
          {referral.documents.map((doc) => (
            <li key={doc.uuid}>
              <Link href={doc.url} download={doc.name}>
                {doc.name}
              </Link>
              {doc.referral_document_name !== MISC_DOCUMENT_NAME &&
                ` (${doc.referral_document_name})`}
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}
