import { REFERRAL_LABEL } from '@app/shared';
import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  APPOINTMENT_TIMES,
  appointmentError,
  appointmentParts,
  appointmentValue,
} from './appointment';

/** The picker's state: a date, a 15-minute time, the server value and its error. */
export function useAppointmentPicker(initialIso: string | null = null) {
  const [date, setDate] = useState(() => appointmentParts(initialIso).date);
  const [time, setTime] = useState(() => appointmentParts(initialIso).time);
  const [touched, setTouched] = useState(false);
  const value = appointmentValue(date, time);
  return {
    date,
    time,
    touched,
    /** 'YYYY-MM-DD HH:mm:ss', or '' without a date. */
    value,
    error: appointmentError(value),
    setDate,
    setTime,
    setTouched,
    /** Back to `iso` (or empty at 9:00), untouched: for a dialog opened again. */
    reset(iso: string | null = null) {
      const parts = appointmentParts(iso);
      setDate(parts.date);
      setTime(parts.time);
      setTouched(false);
    },
  };
}

export type AppointmentPickerState = ReturnType<typeof useAppointmentPicker>;

/**
 * A date input and a time picked from 15-minute steps (a native select: the phone's own picker),
 * 9:00 by default; the error shows once the date was left.
 */
export function AppointmentPicker({
  picker,
  disabled,
}: {
  picker: AppointmentPickerState;
  disabled?: boolean;
}) {
  const showError = picker.touched && picker.error !== null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '3fr 2fr' }, pt: 1 }}>
      <TextField
        label={REFERRAL_LABEL.appointmentDate}
        type="date"
        required
        disabled={disabled}
        value={picker.date}
        onChange={(e) => picker.setDate(e.target.value)}
        onBlur={() => picker.setTouched(true)}
        error={showError}
        helperText={showError ? picker.error : null}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Appointment Time"
        select
        disabled={disabled}
        value={picker.time}
        onChange={(e) => picker.setTime(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {APPOINTMENT_TIMES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
