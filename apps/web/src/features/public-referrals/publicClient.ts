import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { csrfFetch } from '../../app/http';
import { graphqlWsUrl } from '../../app/wsClient';

/** The endpoint for callers without an account (the public schema). */
export const PUBLIC_GRAPHQL_PATH = '/graphql/public';

/**
 * The server checks the double-submit CSRF token on every POST, public ones included: the public
 * client sends it like the staff one (kept under this name for the public pages' REST calls).
 */
export const publicCsrfFetch: typeof fetch = csrfFetch;

// The socket opens only when a subscription starts (graphql-ws connects lazily).
const publicWsLink = new GraphQLWsLink(
  createClient({ url: `${graphqlWsUrl()}/public`, retryAttempts: 5 }),
);

const publicHttpLink = new HttpLink({
  uri: PUBLIC_GRAPHQL_PATH,
  credentials: 'include',
  fetch: publicCsrfFetch,
});

/**
 * The Apollo client of the public pages (directory, public form, public review). Separate from
 * the staff client: no session events, no staff cache; its own cache holds only public data.
 */
export const publicApolloClient = new ApolloClient({
  link: ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    publicWsLink,
    publicHttpLink,
  ),
  cache: new InMemoryCache(),
  defaultOptions: { query: { fetchPolicy: 'network-only' } },
});

/**
 * One public query or mutation outside React (e.g. the submit sequence). Throws the Apollo error
 * (CombinedGraphQLErrors carries `extensions.validation`) when the server refuses.
 */
export async function publicQuery<T, V extends OperationVariables = OperationVariables>(
  query: DocumentNode | TypedDocumentNode<T, V>,
  variables?: V,
  client: ApolloClient = publicApolloClient,
): Promise<T> {
  const isMutation = query.definitions.some(
    (d) => d.kind === 'OperationDefinition' && d.operation === 'mutation',
  );
  const result = isMutation
    ? await client.mutate<T>({ mutation: query, variables })
    : await client.query<T>({ query, variables, fetchPolicy: 'network-only' });
  if (result.error) throw result.error;
  return result.data as T;
}
