import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { FAX_STATUS_CHOICE_LABELS, REFERRAL_FAX_MSG, type FaxStatusChoice } from '@app/shared';
import { DialogFooter } from '../../../ui/DialogFooter';

interface Props {
  open: boolean;
  busy: boolean;
  /** What the machine lets the referrer record now (faxStatusChoices). */
  choices: readonly FaxStatusChoice[];
  onClose: () => void;
  onChoose: (choice: FaxStatusChoice) => void;
}

/**
 * 'Change Status' of a fax referral (spec 2 Promotions): the referrer records what the fax clinic
 * answered. Accepted is recorded at once; Declined asks the reason, Scheduled the appointment and
 * Close goes through the completion.
 */
export function ChangeStatusDialog({ open, busy, choices, onClose, onChoose }: Props) {
  const [chosen, setChosen] = useState<FaxStatusChoice | ''>('');
  const valid = chosen !== '' && choices.includes(chosen);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-status-title"
      slotProps={{ transition: { onExited: () => setChosen('') } }}
    >
      <DialogTitle id="change-status-title">{REFERRAL_FAX_MSG.changeStatusTitle}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby="change-status-title"
          value={chosen}
          onChange={(e) => setChosen(e.target.value as FaxStatusChoice)}
        >
          {choices.map((c) => (
            <FormControlLabel
              key={c}
              value={c}
              control={<Radio />}
              label={FAX_STATUS_CHOICE_LABELS[c]}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogFooter
        onCancel={onClose}
        cancelDisabled={busy}
        confirmLabel="Confirm"
        onConfirm={() => valid && onChoose(chosen)}
        disabled={!valid}
        loading={busy}
      />
    </Dialog>
  );
}
