import type { ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DIALOG_MIN_WIDTH } from '@app/shared';

interface ResponsiveDialogProps extends Omit<DialogProps, 'fullScreen' | 'children'> {
  children: ReactNode;
  /** Narrow dialogs (confirmations) skip the 800 px minimum. */
  narrow?: boolean;
}

/** Spec 1 section 9: dialogs are at least 800 px wide on wide screens and fill a phone's screen. */
export function ResponsiveDialog({ narrow, children, ...props }: ResponsiveDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const wide = useMediaQuery(`(min-width:${String(DIALOG_MIN_WIDTH + 64)}px)`);
  return (
    <Dialog
      {...props}
      fullScreen={phone && !narrow}
      maxWidth={narrow ? 'xs' : false}
      fullWidth={narrow}
      slotProps={{
        paper: {
          sx: narrow || phone ? undefined : { minWidth: wide ? DIALOG_MIN_WIDTH : '90vw' },
        },
      }}
    >
      {children}
    </Dialog>
  );
}
