import type { ReactNode } from 'react';
import { closeSnackbar, type SnackbarKey } from 'notistack';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';

/**
 * The close button of every snackbar (the provider's default action). A snackbar with actions of
 * its own replaces the default, so it draws this one beside them.
 */
export function DismissSnackbar(key: SnackbarKey): ReactNode {
  return (
    <IconButton
      aria-label="Dismiss"
      size="small"
      color="inherit"
      onClick={() => closeSnackbar(key)}
    >
      <Close fontSize="small" />
    </IconButton>
  );
}
