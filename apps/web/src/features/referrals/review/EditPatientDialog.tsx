import Typography from '@mui/material/Typography';
import {
  buildReferralFormSchema,
  formReducedTo,
  PATIENT_EDIT_FIELD_NAMES,
  REFERRAL_DETAIL_MSG,
  requiredPatientFields,
  type ReferralFormValues,
} from '@app/shared';
import { patientValues } from '../wizard/wizardLogic';
import type { ReviewReferralDto } from './graphql';
import { PatientFieldsDialog, referralEditsApi } from './ReferralEditDialog';

/** The dialog's rules: the patient fields, the SSN optional (left empty it keeps the one on file). */
const ATTRIBUTES = formReducedTo([], PATIENT_EDIT_FIELD_NAMES, ['ssn']);
const SCHEMA = buildReferralFormSchema(ATTRIBUTES);
const REQUIRED = requiredPatientFields(ATTRIBUTES);

/** The payload: the edited fields, dashes removed from phone and SSN (spec 2 section 5). */
export function patientPayload(v: ReferralFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of PATIENT_EDIT_FIELD_NAMES) {
    const value = f === 'ssn' || f === 'phone' ? v[f].replaceAll('-', '') : v[f];
    if (f === 'ssn' && value === '') continue;
    out[f] = value;
  }
  return out;
}

/**
 * 'Edit Patient Demographics' of a sent referral. The SSN on file is only ever shown masked: the
 * field starts empty, and a new SSN is saved only when one is typed.
 */
export function EditPatientDialog({
  referral,
  onClose,
}: {
  referral: ReviewReferralDto;
  onClose: () => void;
}) {
  const ssnOnFile = referral.patient?.details.ssn;
  return (
    <PatientFieldsDialog
      title={REFERRAL_DETAIL_MSG.editPatientTitle}
      fields={PATIENT_EDIT_FIELD_NAMES}
      required={REQUIRED}
      schema={SCHEMA}
      defaults={{
        ...(referral.patient ? patientValues(referral.patient) : {}),
        mrn: referral.mrn ?? '',
      }}
      save={(values) => referralEditsApi.patient(referral.uuid, patientPayload(values))}
      onClose={onClose}
      note={
        ssnOnFile && (
          <Typography variant="body2" color="text.secondary">
            SSN on file: {ssnOnFile}. Leave the SSN empty to keep it.
          </Typography>
        )
      }
    />
  );
}
