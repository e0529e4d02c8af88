import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { REFERRAL_DETAIL_MSG, REFERRAL_UPDATE_MSG, REFERRAL_LABEL } from '@app/shared';
import { ClinicPicker, type ClinicOption } from '../../../ui/pickers';
import type { ReviewReferralDto } from './graphql';
import { ReferralEditDialog, referralEditsApi, useReferralEdit } from './ReferralEditDialog';

/**
 * 'Update Referral Source': the receiving clinic records which clinic a fax or public-form
 * referral came from. The clinic is only noted on the referral; it gets no access to it.
 */
export function UpdateReferralSourceDialog({
  referral,
  onClose,
}: {
  referral: ReviewReferralDto;
  onClose: () => void;
}) {
  const [clinic, setClinic] = useState<ClinicOption | null>(null);
  const [clinicError, setClinicError] = useState<string | null>(null);
  const edit = useReferralEdit({
    setError: (_name, e) => setClinicError(e.message),
    fields: ['clinic_id'],
    onDone: onClose,
  });
  const current = referral.referrer_metadata?.clinic_name;
  return (
    <ReferralEditDialog
      title={REFERRAL_DETAIL_MSG.updateSourceTitle}
      onClose={onClose}
      busy={edit.busy}
      failure={edit.failure}
      onSubmit={(e) => {
        e.preventDefault();
        if (!clinic) {
          setClinicError(REFERRAL_UPDATE_MSG.clinicRequired);
          return;
        }
        void edit.save(() => referralEditsApi.source(referral.uuid, Number(clinic.id)));
      }}
    >
      {current && (
        <Typography variant="body2" color="text.secondary">
          Current source: {current}
        </Typography>
      )}
      <ClinicPicker
        label={REFERRAL_LABEL.referringClinic}
        side="referring"
        name="clinic_id"
        required
        value={clinic}
        onChange={(c) => {
          setClinic(c);
          setClinicError(null);
        }}
        error={!!clinicError}
        helperText={clinicError ?? undefined}
      />
    </ReferralEditDialog>
  );
}
