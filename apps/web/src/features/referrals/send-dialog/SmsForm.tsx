import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Send from '@mui/icons-material/Send';
import {
  hasPermission,
  REFERRAL_MSG,
  smsSchema,
  type MessageAnswer,
  type SmsInput,
} from '@app/shared';
import { ApiError, http } from '../../../app/http';
import { useCurrentUser } from '../../auth/SessionProvider';
import { FormMaskedField, MASKS, applyMask } from '../../../ui/MaskedTextField';
import { applyFieldErrors, validationErrors } from '../../../ui/pickers/serverErrors';

export const SEND_SMS_LABEL = 'Send SMS to patient';

const smsFormSchema = smsSchema.pick({ phone: true });
type SmsFormInput = z.input<typeof smsFormSchema>;
type SmsFormOutput = z.output<typeof smsFormSchema>;

type Outcome = { severity: 'success' | 'error'; text: string };

/** The server's message when it gave one; otherwise the spec's 'Problem sending SMS.'. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 && error.body.message
    ? error.body.message
    : REFERRAL_MSG.smsFailed;
}

interface SmsFormProps {
  referralUuid: string;
  /** The text the server sends (spec 2 section 9's template), shown read-only. */
  smsText: string;
  patientPhone: string | null;
}

/**
 * The optional post-send SMS (spec 2 sections 3, 5 and 8), for users holding SEND_REFERRAL (the
 * server refuses others): a switch reveals the phone and the text; Send posts the phone; the
 * outcome shows inline and a failure keeps everything for another try. The text is the spec's
 * template, not editable (issue 18 item 11); a number typed instead of the patient's becomes the
 * patient's phone on the referral.
 */
export function SmsForm(props: SmsFormProps) {
  const user = useCurrentUser();
  if (!hasPermission(user.referral_permissions, 'SEND_REFERRAL')) return null;
  return <SmsFormFields {...props} />;
}

function SmsFormFields({ referralUuid, smsText, patientPhone }: SmsFormProps) {
  const [enabled, setEnabled] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The number last texted successfully: the same text is not sent to it twice by accident.
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<SmsFormInput, unknown, SmsFormOutput>({
    resolver: zodResolver(smsFormSchema),
    mode: 'onTouched',
    defaultValues: { phone: applyMask(patientPhone, MASKS.phone) },
  });
  const { control, formState } = form;
  const current = useWatch({ control, name: 'phone' });

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await http.post<MessageAnswer | undefined>('/api/sms/send', {
        phone: values.phone,
        referral_uuid: referralUuid,
        send_sms: true,
      } satisfies SmsInput);
      setSent(current);
      setOutcome({ severity: 'success', text: answer?.message || REFERRAL_MSG.smsSent });
    } catch (e) {
      applyFieldErrors(validationErrors(e), form.setError as never, ['phone']);
      setOutcome({ severity: 'error', text: failureText(e) });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <FormControlLabel
        control={
          <Switch
            name="send_sms"
            checked={enabled}
            onChange={(e) => {
              setEnabled(e.target.checked);
              setOutcome(null);
            }}
          />
        }
        label={SEND_SMS_LABEL}
      />
      {enabled && (
        <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
          <FormMaskedField
            name="phone"
            control={control}
            mask={MASKS.phone}
            label="Phone"
            type="tel"
            required
          />
          <TextField
            label="Message"
            value={smsText}
            multiline
            minRows={3}
            slotProps={{ input: { readOnly: true } }}
            helperText="The confirmation text sent to every patient."
          />
          {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
          <Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<Send />}
              loading={formState.isSubmitting}
              loadingPosition="start"
              disabled={sent === current}
            >
              Send
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
