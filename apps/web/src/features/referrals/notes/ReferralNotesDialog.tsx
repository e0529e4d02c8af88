import Dialog from '@mui/material/Dialog';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { ReferralNotes, type ReferralNotesProps } from './ReferralNotes';
import { NOTES_LABELS } from './tabs';
import { useDragOffset } from './useDragOffset';

export interface ReferralNotesDialogProps extends ReferralNotesProps {
  open: boolean;
  onClose: () => void;
}

const TITLE_ID = 'referral-notes-dialog-title';

/**
 * 'Referral Notes' (spec 2 "Dialogs"): the notes UI in a dialog moved by dragging its title, so
 * the referral underneath stays readable. Escape or the close button closes it.
 */
export function ReferralNotesDialog({ open, onClose, ...notes }: ReferralNotesDialogProps) {
  const drag = useDragOffset();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
      // The page stays visible (the point of moving the dialog); it opens centred again.
      slotProps={{
        paper: drag.boxProps,
        backdrop: { invisible: true },
        transition: { onExited: drag.reset },
      }}
    >
      {/* Not a DialogTitle: that would take the title's id too, and only the text names it. */}
      <Box
        {...drag.handleProps}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 3,
          pr: 1,
          py: 1.5,
          userSelect: 'none',
        }}
      >
        <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ flex: 1 }}>
          {NOTES_LABELS.dialogTitle}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <ReferralNotes {...notes} />
    </Dialog>
  );
}
