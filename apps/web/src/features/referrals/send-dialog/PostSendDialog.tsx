import { useId } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { REFERRAL_MSG } from '@app/shared';
import { ResponsiveDialog } from '../../clinic-admin/ResponsiveDialog';
import { ReferralPrintActions } from '../print/ReferralPrintActions';
import { SmsForm } from './SmsForm';

export interface PostSendDialogProps {
  open: boolean;
  /** 'Referral Sent' | 'Order saved' (the send call's message). */
  title: string;
  referralUuid: string;
  /** The default SMS text the send call returned. */
  smsText: string;
  patientPhone: string | null;
  onClose(): void;
}

/** Ours: one line under the title saying what just happened. */
export function postSendSummary(title: string): string {
  return title === REFERRAL_MSG.orderSavedTitle
    ? 'The order was saved and waits for the provider’s approval.'
    : 'The referral was sent.';
}

/**
 * Shown once a referral is sent or an order saved (spec 2 section 4, Sending): what happened,
 * print and download actions, and the optional SMS to the patient.
 */
export function PostSendDialog({
  open,
  title,
  referralUuid,
  smsText,
  patientPhone,
  onClose,
}: PostSendDialogProps) {
  const titleId = useId();
  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{postSendSummary(title)}</Typography>
        <ReferralPrintActions referralUuid={referralUuid} />
        <Divider sx={{ my: 2 }} />
        {/* A new referral starts a fresh form (phone and text are per referral). */}
        <SmsForm
          key={referralUuid}
          referralUuid={referralUuid}
          smsText={smsText}
          patientPhone={patientPhone}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
