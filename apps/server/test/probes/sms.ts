import type { GraphqlProbes, RouteProbes } from './types.js';

export const graphql: GraphqlProbes = {};

export const routes: RouteProbes = {};
