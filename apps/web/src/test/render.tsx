import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { SnackbarProvider } from 'notistack';
import type { CurrentUser } from '@app/shared';
import { SessionProvider } from '../features/auth/SessionProvider';
import { writeCachedUser } from '../features/auth/userCache';

function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </ApolloProvider>
  );
}

/** Renders `ui` inside the app's Apollo and snackbar providers. */
export function renderWithApollo(ui: ReactNode, client: ApolloClient) {
  return render(<AppProviders client={client}>{ui}</AppProviders>);
}

export interface RenderRoutesOptions {
  client: ApolloClient;
  path: string;
  /** The signed-in user, written to the local user cache the session starts from. */
  user?: CurrentUser;
}

/** Renders `routes` in a memory router at `path`, within the session and the app's providers. */
export function renderRoutes(routes: RouteObject[], { client, path, user }: RenderRoutesOptions) {
  if (user) writeCachedUser(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SessionProvider>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </SessionProvider>,
  );
  return router;
}
