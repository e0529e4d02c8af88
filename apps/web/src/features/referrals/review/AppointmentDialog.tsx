import { useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  APPOINTMENT_TIMES,
  DEFAULT_APPOINTMENT_TIME,
  appointmentError,
  appointmentValue,
} from './appointment';
import { DialogFooter } from '../../../ui/DialogFooter';

interface Props {
  open: boolean;
  reschedule: boolean;
  busy: boolean;
  onClose: () => void;
  /** 'YYYY-MM-DD HH:mm:ss', already checked. */
  onConfirm: (appointmentDate: string) => void;
}

/**
 * 'Referral Appointment' / 'Reschedule Referral Appointment': a date input and a time picked from
 * 15-minute steps (a native select: the phone's own picker), 9:00 by default.
 */
export function AppointmentDialog({ open, reschedule, busy, onClose, onConfirm }: Props) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState(DEFAULT_APPOINTMENT_TIME);
  const [touched, setTouched] = useState(false);
  const value = appointmentValue(date, time);
  const error = appointmentError(value);
  const reset = () => {
    setDate('');
    setTime(DEFAULT_APPOINTMENT_TIME);
    setTouched(false);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle>
        {reschedule ? 'Reschedule Referral Appointment' : 'Referral Appointment'}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '3fr 2fr' }, pt: 1 }}>
          <TextField
            label="Appointment Date"
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && error !== null}
            helperText={touched ? error : null}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Appointment Time"
            select
            value={time}
            onChange={(e) => setTime(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {APPOINTMENT_TIMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </TextField>
        </Box>
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        cancelLabel="Close"
        cancelDisabled={busy}
        confirmLabel="Confirm"
        onConfirm={() => onConfirm(value)}
        disabled={error !== null}
        loading={busy}
      />
    </Dialog>
  );
}
