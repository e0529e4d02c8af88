import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import {
  customFieldDisplays,
  documentSections,
  formatPhone,
  formatUsDate,
  isMiscDocumentName,
  isOrderApprovalShown,
  parseExtraInfo,
  toCustomFormAttribute,
  REFERRAL_DETAIL_MSG,
  REFERRAL_LABEL,
} from '@app/shared';
import { SummaryCard, SummaryField, SummaryGrid, SummaryItem } from '../../../ui/SummaryItem';
import type { ReviewReferralDto } from './graphql';

// The edit dialogs (their forms and validation) load when one is opened, not with the page.
const EditPatientDialog = lazy(() =>
  import('./EditPatientDialog').then((m) => ({ default: m.EditPatientDialog })),
);
const UpdateReferralInformationDialog = lazy(() =>
  import('./UpdateReferralInformationDialog').then((m) => ({
    default: m.UpdateReferralInformationDialog,
  })),
);
const UpdateReferralSourceDialog = lazy(() =>
  import('./UpdateReferralSourceDialog').then((m) => ({ default: m.UpdateReferralSourceDialog })),
);

/** A comment longer than this takes a full row (spec 2 "Referral detail view"). */
export const SHORT_COMMENT_MAX = 40;

type Referral = { referral: ReviewReferralDto };

const Field = SummaryField;

/** A titled card whose items sit in the summary grid. */
function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SummaryCard title={title} action={action}>
      <SummaryGrid>{children}</SummaryGrid>
    </SummaryCard>
  );
}

/** Non-empty lines, one per row of a Field (labelled where a label helps). */
const lines = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => !!p).join('\n');

/** The spec shows the referring physician as 'Dr. …'. */
export function doctor(name: string | null | undefined): string | null {
  const n = name?.trim();
  if (!n) return null;
  return /^dr\.?\s/i.test(n) ? n : `Dr. ${n}`;
}

/** Opens one of the edit dialogs; it is mounted only while open, so it starts from fresh values. */
function useDialog() {
  const [open, setOpen] = useState(false);
  return { open, show: () => setOpen(true), close: () => setOpen(false) };
}

/** A section's dialog button, for viewers the server allows it. */
function DialogButton({
  shown,
  label,
  onClick,
}: {
  shown: boolean;
  label: string;
  onClick: () => void;
}) {
  if (!shown) return null;
  return (
    <Button size="small" onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * The header: the referring clinic (or, for fax and public-form referrals, the clinic named in the
 * referrer metadata), the sender's contact from the metadata, the physician as 'Dr. …', and the
 * receiving clinic. The receiving clinic records a missing source with 'Update Referral Source'.
 */
export function ClinicsSection({ referral }: Referral) {
  const { receiver, referrer } = referral;
  const meta = referral.referrer_metadata;
  const dialog = useDialog();
  const sender = lines(
    meta?.contact,
    meta?.contact_email,
    !referrer && meta?.office_phone && `Phone: ${formatPhone(meta.office_phone)}`,
    !referrer && meta?.fax && `Fax: ${formatPhone(meta.fax)}`,
  );
  return (
    <Section
      title="Clinics"
      action={
        <DialogButton
          shown={referral.can_update_source}
          label={REFERRAL_DETAIL_MSG.updateSourceTitle}
          onClick={dialog.show}
        />
      }
    >
      <Field
        label={REFERRAL_LABEL.referringClinic}
        value={
          referrer
            ? lines(
                referrer.name,
                referrer.full_address,
                referrer.office_phone && `Office Phone: ${referrer.office_phone}`,
                referrer.fax && `Fax: ${referrer.fax}`,
              )
            : lines(meta?.clinic_name, meta?.address)
        }
      />
      <Field
        label={REFERRAL_LABEL.receivingClinic}
        value={
          receiver &&
          lines(
            receiver.name,
            receiver.full_address,
            receiver.office_phone && `Office Phone: ${receiver.office_phone}`,
            receiver.fax && `Fax: ${receiver.fax}`,
          )
        }
      />
      {sender && <Field label="Sender" value={sender} />}
      {meta?.physician && <Field label="Physician" value={doctor(meta.physician)} />}
      {dialog.open && (
        <Suspense fallback={null}>
          <UpdateReferralSourceDialog referral={referral} onClose={dialog.close} />
        </Suspense>
      )}
    </Section>
  );
}

/** Patient Demographics; the edit icon (never on drafts) opens 'Edit Patient Demographics'. */
export function PatientSection({ referral }: Referral) {
  const [more, setMore] = useState(false);
  const dialog = useDialog();
  const patient = referral.patient;
  const d = patient?.details;
  const editable = referral.can_edit_patient && referral.status !== 'draft';
  return (
    <Section
      title={REFERRAL_DETAIL_MSG.patientDemographics}
      action={
        editable && (
          <Tooltip title={REFERRAL_DETAIL_MSG.editPatientTitle}>
            <IconButton aria-label={REFERRAL_DETAIL_MSG.editPatientTitle} onClick={dialog.show}>
              <EditIcon />
            </IconButton>
          </Tooltip>
        )
      }
    >
      <Field label="Patient Name" value={patient?.full_name} />
      <Field label="Birthdate" value={d?.birthdate ? formatUsDate(d.birthdate) : null} />
      <Field label="Phone" value={d?.phone ? formatPhone(d.phone) : null} />
      {more && (
        <>
          <Field label="SSN" value={d?.ssn} />
          <Field label="Address" value={d?.full_address} />
          <Field label={REFERRAL_LABEL.insuranceProvider} value={d?.insurance_provider} />
          <Field label={REFERRAL_LABEL.policyNumber} value={d?.policy_number} />
        </>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button size="small" aria-expanded={more} onClick={() => setMore((m) => !m)}>
          {more ? REFERRAL_DETAIL_MSG.showLess : REFERRAL_DETAIL_MSG.showMore}
        </Button>
      </Box>
      {dialog.open && (
        <Suspense fallback={null}>
          <EditPatientDialog referral={referral} onClose={dialog.close} />
        </Suspense>
      )}
    </Section>
  );
}

/** An order's approval: the approver and signature once approved, else 'Order not yet approved'. */
function OrderApproval({ referral }: Referral) {
  if (!isOrderApprovalShown(referral)) {
    return <Field label="Order Approval" value={REFERRAL_DETAIL_MSG.orderNotApproved} full />;
  }
  return (
    <>
      <Field label="Approved By" value={referral.approver_name} />
      <SummaryItem label="Signature">
        {referral.signature_url ? (
          <Box
            component="img"
            src={referral.signature_url}
            alt={`Signature of ${referral.approver_name ?? 'the approver'}`}
            sx={{ maxHeight: 80, maxWidth: '100%', display: 'block' }}
          />
        ) : (
          <Typography variant="body2">-</Typography>
        )}
      </SummaryItem>
    </>
  );
}

/**
 * Referral Details: diagnosis, MRN, providers, the comment (a long one takes a full row), the
 * custom form answers and, for orders, the approval. The referring clinic corrects them with
 * 'Update Referral Information'.
 */
export function DetailsSection({ referral }: Referral) {
  const comment = referral.comment ?? '';
  const dialog = useDialog();
  return (
    <Section
      title="Referral Details"
      action={
        <DialogButton
          shown={referral.can_update_information}
          label={REFERRAL_DETAIL_MSG.updateInformationTitle}
          onClick={dialog.show}
        />
      }
    >
      <Field label="Diagnosis" value={referral.diagnosis} />
      <Field label="MRN" value={referral.mrn} />
      <Field label="Provider" value={referral.provider?.display_name} />
      <Field
        label={REFERRAL_LABEL.referrerProvider}
        value={referral.referrer_provider?.display_name}
      />
      <Field label="Comment" value={comment} full={comment.length > SHORT_COMMENT_MAX} />
      {customFieldDisplays(
        referral.custom_form.map(toCustomFormAttribute),
        parseExtraInfo(referral.extra_info),
      ).map((f) => (
        <Field key={f.field} label={f.label} value={f.text} />
      ))}
      {referral.is_order && <OrderApproval referral={referral} />}
      {dialog.open && (
        <Suspense fallback={null}>
          <UpdateReferralInformationDialog referral={referral} onClose={dialog.close} />
        </Suspense>
      )}
    </Section>
  );
}

/**
 * The uploaded files by document section, each section with its qualifying questions and the
 * sender's answers (the sections' names shown except for misc).
 */
export function DocumentsSection({ referral }: Referral) {
  const sections = documentSections(
    referral.documents,
    (d) => d.referral_document_name,
    referral.answers,
  );
  return (
    <Section title="Uploaded Documents">
      {sections.length === 0 ? (
        <Typography variant="body2">No documents uploaded.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2, gridColumn: '1 / -1' }}>
          {sections.flatMap((section) => [
            ...section.files.map((doc) => (
              <li key={doc.uuid}>
                <Link href={doc.url} download={doc.name}>
                  {doc.name}
                </Link>
                {!isMiscDocumentName(section.name) && ` (${section.name})`}
              </li>
            )),
            ...section.answers.map((a) => (
              <li key={`${section.name}\n${a.question}`}>
                <Typography component="span" variant="body2">
                  {`${section.name}: ${a.question} `}
                  <strong>{a.answer}</strong>
                </Typography>
              </li>
            )),
          ])}
        </Box>
      )}
    </Section>
  );
}

/** The information part of the detail view, in the spec's order. */
export function ReferralSummary({ referral }: Referral) {
  return (
    <>
      <ClinicsSection referral={referral} />
      <PatientSection referral={referral} />
      <DocumentsSection referral={referral} />
      <DetailsSection referral={referral} />
    </>
  );
}
