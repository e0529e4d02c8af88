import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { emitSessionEvent, onSessionEvent } from '../features/auth/sessionEvents';
import { CLIENT_ID_HEADER, CLIENT_ID_PARAM } from '@app/shared';
import { CLIENT_ID } from './clientId';
import { csrfFetch } from './http';
import { createRestartableClient, graphqlWsUrl } from './wsClient';

/** The spec's subscription timeout. */
const WS_ACK_TIMEOUT_MS = 30_000;

/** Exponential back-off with jitter, capped at 30 s, so a restarting server is not hammered. */
async function retryWait(retries: number): Promise<void> {
  const delay = Math.min(30_000, 1000 * 2 ** retries) + Math.random() * 1000;
  await new Promise((resolve) => setTimeout(resolve, delay));
}

const wsClient = createRestartableClient({
  url: graphqlWsUrl(),
  connectionAckWaitTimeout: WS_ACK_TIMEOUT_MS,
  retryAttempts: Number.POSITIVE_INFINITY,
  shouldRetry: () => true,
  retryWait,
  connectionParams: { [CLIENT_ID_PARAM]: CLIENT_ID },
});

const httpLink = new HttpLink({
  uri: '/graphql',
  credentials: 'include',
  fetch: csrfFetch,
  headers: { [CLIENT_ID_HEADER]: CLIENT_ID },
});
const wsLink = new GraphQLWsLink(wsClient);

/** A 401 from the GraphQL endpoint means the session ended: let the session check decide. */
const unauthorizedLink = new ErrorLink(({ error }) => {
  if (ServerError.is(error) && error.statusCode === 401) emitSessionEvent('unauthorized');
});

const transport = ApolloLink.split(
  ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
  wsLink,
  httpLink,
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([unauthorizedLink, transport]),
  cache: new InMemoryCache({
    typePolicies: {
      // A ClinicUser is one user's membership in one clinic: its `id` is the user's, so the same
      // user in two clinics would collapse into one cache entry. Keep memberships inside their
      // parent instead of normalising them.
      ClinicUser: { keyFields: false },
    },
  }),
});

// A new session cookie only reaches the socket on a new handshake; a signed-out user must not
// see the previous user's cached data.
onSessionEvent((event) => {
  if (event === 'signed-out') {
    void apolloClient.clearStore();
    wsClient.restart();
  } else if (event === 'signed-in' || event === 'clinic-switched') {
    wsClient.restart();
  }
});
