import { AppointmentOrDeclineDialog } from './AppointmentOrDeclineDialog';

interface Props {
  open: boolean;
  reschedule: boolean;
  busy: boolean;
  onClose: () => void;
  /** 'YYYY-MM-DD HH:mm:ss', already checked. */
  onConfirm: (appointmentDate: string) => void;
}

/** 'Referral Appointment' / 'Reschedule Referral Appointment': the appointment picker alone. */
export function AppointmentDialog({ open, reschedule, busy, onClose, onConfirm }: Props) {
  return (
    <AppointmentOrDeclineDialog
      open={open}
      busy={busy}
      offers={['appointment']}
      title={reschedule ? 'Reschedule Referral Appointment' : 'Referral Appointment'}
      onClose={onClose}
      onAppointment={onConfirm}
    />
  );
}
