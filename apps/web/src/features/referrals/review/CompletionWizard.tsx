import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOT_MAINTAINED_REASONS, REFERRAL_LIFECYCLE_MSG as MSG } from '@app/shared';
import { DialogFooter } from '../../../ui/DialogFooter';
import type { CompletionPayload } from './api';
import { AppointmentPicker, useAppointmentPicker } from './AppointmentPicker';

type NotMaintainedReason = (typeof NOT_MAINTAINED_REASONS)[number];

interface Props {
  open: boolean;
  busy: boolean;
  /** The appointment on record (ISO), the date the Yes step starts from. */
  appointmentDate: string | null;
  onClose: () => void;
  onComplete: (payload: CompletionPayload) => void;
  /** Why the last attempt failed ('Failed to complete referral!' and the server's reason). */
  failure?: { title: string; lines: string[] } | null;
}

/**
 * The referrer's completion (spec 2 section 4, three steps): 'Did the patient maintain the
 * appointment?' Yes / No / N/A. N/A completes at once; Yes needs both ticks and a valid date; No
 * needs a reason (Other: the free text). Confirm stays disabled until the step is complete.
 */
export function CompletionWizard({ open, busy, onClose, failure, ...rest }: Props) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{MSG.completeReferral}</DialogTitle>
      {failure && (
        <Alert severity="error" sx={{ mx: 3 }}>
          <AlertTitle>{failure.title}</AlertTitle>
          {failure.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      {/* Mounted per opening: every completion starts at the question with fresh answers. */}
      {open && <CompletionSteps busy={busy} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

function CompletionSteps({
  busy,
  appointmentDate,
  onClose,
  onComplete,
}: Omit<Props, 'open' | 'failure'>) {
  const [step, setStep] = useState<'question' | 'yes' | 'no'>('question');
  const [confirmDate, setConfirmDate] = useState(false);
  const [confirmResults, setConfirmResults] = useState(false);
  const picker = useAppointmentPicker(appointmentDate);
  const [reason, setReason] = useState<NotMaintainedReason | ''>('');
  const [other, setOther] = useState('');

  if (step === 'question') {
    return (
      <>
        <DialogContent>
          <Typography id="maintained-question" sx={{ mb: 2 }}>
            {MSG.maintainedQuestion}
          </Typography>
          <Box
            role="group"
            aria-labelledby="maintained-question"
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            <Button variant="outlined" disabled={busy} onClick={() => setStep('yes')}>
              Yes
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => setStep('no')}>
              No
            </Button>
            <Button
              variant="outlined"
              loading={busy}
              onClick={() => onComplete({ notApplicable: true })}
            >
              N/A
            </Button>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Close
          </Button>
        </DialogActions>
      </>
    );
  }

  const yesReady = confirmDate && confirmResults && picker.error === null;
  const noReason = reason === 'Other' ? other.trim() : reason;
  const confirm = () =>
    step === 'yes'
      ? onComplete({
          appointmentMaintained: true,
          confirmAppointmentDate: true,
          confirmResults: true,
          appointmentDate: picker.value,
        })
      : onComplete({ appointmentMaintained: false, reason: noReason });

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        {step === 'yes' ? (
          <>
            <FormControlLabel
              control={
                <Checkbox
                  checked={confirmDate}
                  onChange={(e) => setConfirmDate(e.target.checked)}
                />
              }
              label={MSG.confirmAppointmentDate}
            />
            <AppointmentPicker picker={picker} disabled={busy} />
            <FormControlLabel
              control={
                <Checkbox
                  checked={confirmResults}
                  onChange={(e) => setConfirmResults(e.target.checked)}
                />
              }
              label={MSG.confirmResults}
            />
          </>
        ) : (
          <FormControl>
            <FormLabel id="not-maintained-reason">
              Why was the appointment not maintained?
            </FormLabel>
            <RadioGroup
              aria-labelledby="not-maintained-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value as NotMaintainedReason)}
            >
              {NOT_MAINTAINED_REASONS.map((r) => (
                <FormControlLabel key={r} value={r} control={<Radio />} label={r} />
              ))}
            </RadioGroup>
            {reason === 'Other' && (
              <TextField
                label="Other reason"
                required
                multiline
                minRows={2}
                autoFocus
                value={other}
                onChange={(e) => setOther(e.target.value)}
              />
            )}
          </FormControl>
        )}
      </DialogContent>
      <DialogFooter
        onCancel={() => setStep('question')}
        cancelLabel="Back"
        cancelDisabled={busy}
        confirmLabel="Confirm"
        onConfirm={confirm}
        disabled={step === 'yes' ? !yesReady : !noReason}
        loading={busy}
      />
    </>
  );
}
