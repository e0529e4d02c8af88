import type { Actor } from '../modules/auth/actor.js';
import { audit, type AuditEntry } from '../modules/audit/audit.js';
import { createCatalogRepo } from '../modules/catalog/catalog.repo.js';
import { createClinicsRepo } from '../modules/clinics/clinics.repo.js';
import { createDashboardRepo } from '../modules/dashboard/dashboard.repo.js';
import { createDocumentsRepo } from '../modules/documents/documents.repo.js';
import { createFaxesRepo } from '../modules/faxes/faxes.repo.js';
import { createFormsRepo } from '../modules/forms/forms.repo.js';
import { createInboundFaxesRepo } from '../modules/inbound-faxes/inbound-faxes.repo.js';
import { createNetworksRepo } from '../modules/networks/networks.repo.js';
import { createNotificationsRepo } from '../modules/notifications/notifications.repo.js';
import { createOrdersRepo } from '../modules/orders/orders.repo.js';
import { createProvidersRepo } from '../modules/providers/providers.repo.js';
import { createLifecycleRepo } from '../modules/referrals/lifecycle/lifecycle.repo.js';
import { visibleReferrals } from '../modules/referrals/referral-access.js';
import { ReferralsRepo } from '../modules/referrals/referrals.repo.js';
import { createReferralListsRepo } from '../modules/referrals/lists/lists.repo.js';
import { createReportingRepo } from '../modules/reporting/reporting.repo.js';
import { createSmsRepo } from '../modules/sms/sms.repo.js';
import { createUserAdminRepo } from '../modules/users/user-admin.repo.js';
import { createCurrentUserRepo } from '../modules/users/users.repo.js';
import type { Database } from '../db/client.js';

/** How each repository of `ScopedData` is made from the database and the actor it is bound to. */
const REPOSITORIES = {
  /** The actor's own record (every page load reads it). */
  currentUser: createCurrentUserRepo,
  /** Users administration: admins every user, managers their clinics' users. */
  users: createUserAdminRepo,
  /** Named by the referral each is about, under the referral core's visibility rule. */
  notifications: (db: Database, actor: Actor) =>
    createNotificationsRepo(db, actor, visibleReferrals(actor)),
  dashboard: createDashboardRepo,
  forms: createFormsRepo,
  clinics: createClinicsRepo,
  providers: createProvidersRepo,
  catalog: (db: Database) => createCatalogRepo(db),
  networks: createNetworksRepo,
  documents: createDocumentsRepo,
  faxes: createFaxesRepo,
  inboundFaxes: createInboundFaxesRepo,
  sms: createSmsRepo,
  referrals: (db: Database, actor: Actor) => new ReferralsRepo(db, actor),
  referralLifecycle: createLifecycleRepo,
  referralLists: createReferralListsRepo,
  orders: createOrdersRepo,
  reporting: (db: Database) => createReportingRepo(db),
  /** Audit entries are always written as the actor. */
  audit: (db: Database, actor: Actor) => (entry: Omit<AuditEntry, 'actorUserId'>) =>
    audit(db, { ...entry, actorUserId: actor.userId }),
} satisfies Record<string, (db: Database, actor: Actor) => unknown>;

type Repositories = typeof REPOSITORIES;

/**
 * The data handle request code receives: every repository here is bound to the actor and only
 * ever reads or writes what that actor may see. Request code never holds the raw database.
 */
export type ScopedData = { readonly [K in keyof Repositories]: ReturnType<Repositories[K]> };

/** What each handle is bound to: kept beside it, not on it, so request code cannot reach it. */
const boundTo = new WeakMap<object, { db: Database; actor: Actor }>();

/**
 * A request uses one or two repositories: each is made on first use and kept on the handle.
 * The getters live on one shared prototype, so a handle costs one small object per request.
 */
const lazyRepositories: object = Object.create(null);
for (const key of Object.keys(REPOSITORIES) as (keyof Repositories)[]) {
  Object.defineProperty(lazyRepositories, key, {
    enumerable: true,
    get(this: object) {
      const { db, actor } = boundTo.get(this)!;
      const repository = REPOSITORIES[key](db, actor);
      Object.defineProperty(this, key, { value: repository, enumerable: true });
      return repository;
    },
  });
}

export function scopedData(db: Database, actor: Actor): ScopedData {
  const data = Object.create(lazyRepositories) as ScopedData;
  boundTo.set(data, { db, actor });
  return data;
}
