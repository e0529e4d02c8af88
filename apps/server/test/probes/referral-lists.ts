import { REFERRAL_LISTS } from '@app/shared';
import type { GraphqlProbes, RouteProbes } from './types.js';

/**
 * The referral lists (modules/referrals/lists): one page of each. The admin lists must answer an
 * admin (access.int.test.ts), which they do with no arguments.
 */
export const graphql: GraphqlProbes = Object.fromEntries(
  Object.keys(REFERRAL_LISTS).map((name) => [
    `staff Query.${name}`,
    `{ ${name}(first: 15) { total_count rows { uuid } page_info { end_cursor } } }`,
  ]),
);

export const routes: RouteProbes = {};
