import { AppointmentOrDeclineDialog } from './AppointmentOrDeclineDialog';

interface Props {
  open: boolean;
  reschedule: boolean;
  /** The current appointment: a reschedule starts from it. */
  current?: string | null;
  busy: boolean;
  onClose: () => void;
  /** 'YYYY-MM-DD HH:mm:ss', already checked. */
  onConfirm: (appointmentDate: string) => void;
}

/** 'Referral Appointment' / 'Reschedule Referral Appointment': the appointment picker alone. */
export function AppointmentDialog(props: Props) {
  const { open, reschedule, busy, onClose, onConfirm } = props;
  return (
    <AppointmentOrDeclineDialog
      open={open}
      busy={busy}
      offers={['appointment']}
      title={reschedule ? 'Reschedule Referral Appointment' : 'Referral Appointment'}
      initialAppointment={reschedule ? props.current : null}
      onClose={onClose}
      onAppointment={onConfirm}
    />
  );
}
