import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_MAX } from '@app/shared';
import { NotificationsProvider } from '../features/notifications/NotificationsProvider';
import { AppShell } from '../features/shell/AppShell';
import { SessionWatcher } from '../features/shell/SessionWatcher';
import { DismissSnackbar } from '../ui/DismissSnackbar';
import { apolloClient } from './apollo';

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
