import { AppointmentOrDeclineDialog } from './AppointmentOrDeclineDialog';

interface Props {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** 'Decline Referral': a required reason; Confirm stays disabled while it is blank. */
export function DeclineDialog({ open, busy, onClose, onConfirm }: Props) {
  return (
    <AppointmentOrDeclineDialog
      open={open}
      busy={busy}
      offers={['decline']}
      onClose={onClose}
      onDecline={onConfirm}
    />
  );
}
