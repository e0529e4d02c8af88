import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import { SNACKBAR_MAX } from '@app/shared';
import { publicApolloClient } from './publicClient';

/**
 * What a public page needs without a session: the public GraphQL client and snackbars. A
 * signed-in user opening a public page gets the same (the staff client is not involved).
 */
export function PublicProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={publicApolloClient}>
      <SnackbarProvider
        maxSnack={SNACKBAR_MAX}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {children}
      </SnackbarProvider>
    </ApolloProvider>
  );
}
