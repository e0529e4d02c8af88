import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { REFERRAL_LIFECYCLE_MSG as MSG } from '@app/shared';
import { DialogFooter } from '../../../ui/DialogFooter';
import { AppointmentPicker, useAppointmentPicker } from './AppointmentPicker';

export type AppointmentOrDecline = 'appointment' | 'decline';

interface Props {
  open: boolean;
  busy: boolean;
  /** What may be recorded now, in this order; both: a toggle between them. */
  offers: readonly AppointmentOrDecline[];
  /** Instead of the offer's own ('Set Appointment' / 'Decline Referral'). */
  title?: string;
  /** The appointment the picker opens on (a reschedule starts from the current one). */
  initialAppointment?: string | null;
  onClose: () => void;
  /** 'YYYY-MM-DD HH:mm:ss', already checked. */
  onAppointment?: (appointmentDate: string) => void;
  /** The trimmed, non-blank reason. */
  onDecline?: (reason: string) => void;
}

const TITLE: Record<AppointmentOrDecline, string> = {
  appointment: MSG.setAppointment,
  decline: MSG.declineReferral,
};

/**
 * The appointment / decline dialog (spec 2 section 4): 'Set Appointment' or 'Decline Referral', a
 * toggle when both are possible (the referrer's completion). With one offer it is the plain
 * appointment or decline dialog: the picker, or the required reason. Confirm stays disabled while
 * the value cannot be sent.
 */
export function AppointmentOrDeclineDialog(props: Props) {
  const { open, busy, offers, onClose } = props;
  const [chosen, setChosen] = useState<AppointmentOrDecline | null>(null);
  const mode = chosen && offers.includes(chosen) ? chosen : (offers[0] ?? 'appointment');
  const initial = props.initialAppointment ?? null;
  const picker = useAppointmentPicker(initial);
  const [reason, setReason] = useState('');
  const reset = () => {
    setChosen(null);
    setReason('');
    picker.reset(initial);
  };
  const invalid = mode === 'appointment' ? picker.error !== null : reason.trim() === '';
  const confirm = () =>
    mode === 'appointment' ? props.onAppointment?.(picker.value) : props.onDecline?.(reason.trim());
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={mode === 'appointment' && offers.length === 1 ? 'xs' : 'sm'}
      // Opened again after the appointment changed: start from the current one.
      slotProps={{ transition: { onEnter: () => picker.reset(initial), onExited: reset } }}
    >
      <DialogTitle>{props.title ?? TITLE[mode]}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {offers.length > 1 && (
          <ToggleButtonGroup
            exclusive
            color="primary"
            size="small"
            value={mode}
            onChange={(_e, next: AppointmentOrDecline | null) => next && setChosen(next)}
            aria-label="Record"
          >
            {offers.map((o) => (
              <ToggleButton key={o} value={o}>
                {TITLE[o]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {mode === 'appointment' ? (
          <AppointmentPicker picker={picker} disabled={busy} />
        ) : (
          <TextField
            label="Reason"
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            margin="dense"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        cancelLabel="Close"
        cancelDisabled={busy}
        confirmLabel="Confirm"
        confirmColor={mode === 'decline' ? 'error' : 'primary'}
        onConfirm={confirm}
        disabled={invalid}
        loading={busy}
      />
    </Dialog>
  );
}
