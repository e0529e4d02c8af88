import {
  buildReferralInformationSchema,
  formReducedTo,
  INFORMATION_FIELDS,
  REFERRAL_DETAIL_MSG,
  requiredPatientFields,
} from '@app/shared';
import type { ReviewReferralDto } from './graphql';
import { PatientFieldsDialog, referralEditsApi } from './ReferralEditDialog';

const SCHEMA = buildReferralInformationSchema();
// The receiving clinic's form may require more; the server says so under the field.
const REQUIRED = requiredPatientFields(formReducedTo([], INFORMATION_FIELDS));

/** 'Update Referral Information': the referring clinic corrects the MRN, diagnosis and comment. */
export function UpdateReferralInformationDialog({
  referral,
  onClose,
}: {
  referral: ReviewReferralDto;
  onClose: () => void;
}) {
  return (
    <PatientFieldsDialog
      title={REFERRAL_DETAIL_MSG.updateInformationTitle}
      fields={INFORMATION_FIELDS}
      required={REQUIRED}
      schema={SCHEMA}
      defaults={{
        mrn: referral.mrn ?? '',
        diagnosis: referral.diagnosis ?? '',
        comment: referral.comment ?? '',
      }}
      save={(values) => referralEditsApi.information(referral.uuid, values)}
      onClose={onClose}
    />
  );
}
