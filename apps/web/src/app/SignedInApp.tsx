import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider, closeSnackbar, type SnackbarKey } from 'notistack';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_MAX } from '@app/shared';
import { NotificationsProvider } from '../features/notifications/NotificationsProvider';
import { AppShell } from '../features/shell/AppShell';
import { SessionWatcher } from '../features/shell/SessionWatcher';
import { apolloClient } from './apollo';

function DismissSnackbar(key: SnackbarKey): ReactNode {
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

/**
 * Everything only a signed-in user needs (GraphQL client, live notifications, snackbars, the
 * shell); loaded on demand so the login page stays small.
 */
export default function SignedInApp() {
  return (
    <ApolloProvider client={apolloClient}>
      <SnackbarProvider
        maxSnack={SNACKBAR_MAX}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        action={DismissSnackbar}
      >
        <SessionWatcher />
        <NotificationsProvider>
          <AppShell />
        </NotificationsProvider>
      </SnackbarProvider>
    </ApolloProvider>
  );
}
