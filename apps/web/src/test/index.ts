/** The web component tests' shared kit: fake GraphQL and REST servers, users, rendering. */
export * from './fakeApollo';
export * from './fakeFetch';
export * from './render';
export * from './users';
