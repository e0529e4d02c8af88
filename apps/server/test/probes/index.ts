import type { RouteProbes } from './types.js';
import * as clinics from './clinics.js';
import * as foundation from './foundation.js';
import * as documents from './documents.js';
import * as faxes from './faxes.js';
import * as orders from './orders.js';
import * as referrals from './referrals.js';
import * as referralLists from './referral-lists.js';
import * as referralNotes from './referral-notes.js';
import * as reporting from './reporting.js';
import * as sms from './sms.js';
import * as users from './users.js';

/**
 * Every protected operation's refusal probe, one file per area. The access test checks that the
 * keys here are exactly the protected fields and routes the server declares.
 */
const areas = [
  foundation,
  clinics,
  users,
  referrals,
  referralLists,
  referralNotes,
  documents,
  sms,
  orders,
  faxes,
  reporting,
];

export const GRAPHQL_PROBES = Object.assign({}, ...areas.map((a) => a.graphql)) as Record<
  string,
  string
>;
export const ROUTE_PROBES = Object.assign({}, ...areas.map((a) => a.routes)) as RouteProbes;
