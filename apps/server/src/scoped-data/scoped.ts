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
import { ReferralsRepo } from '../modules/referrals/referrals.repo.js';
import { createReferralListsRepo } from '../modules/referrals/lists/lists.repo.js';
import { createReportingRepo } from '../modules/reporting/reporting.repo.js';
import { createSmsRepo } from '../modules/sms/sms.repo.js';
import { createUsersRepo } from '../modules/users/users.repo.js';
import type { Database } from '../db/client.js';

/**
 * The data handle request code receives: every repository here is bound to the actor and only
 * ever reads or writes what that actor may see. Request code never holds the raw database.
 */
export function scopedData(db: Database, actor: Actor) {
  return {
    users: createUsersRepo(db, actor),
    notifications: createNotificationsRepo(db, actor),
    dashboard: createDashboardRepo(db, actor),
    forms: createFormsRepo(db, actor),
    clinics: createClinicsRepo(db, actor),
    providers: createProvidersRepo(db, actor),
    catalog: createCatalogRepo(db),
    networks: createNetworksRepo(db, actor),
    documents: createDocumentsRepo(db, actor),
    faxes: createFaxesRepo(db, actor),
    inboundFaxes: createInboundFaxesRepo(db, actor),
    sms: createSmsRepo(db, actor),
    referrals: new ReferralsRepo(db, actor),
    referralLifecycle: createLifecycleRepo(db, actor),
    referralLists: createReferralListsRepo(db, actor),
    orders: createOrdersRepo(db, actor),
    reporting: createReportingRepo(db),
    /** Audit entries are always written as the actor. */
    audit: (entry: Omit<AuditEntry, 'actorUserId'>) =>
      audit(db, { ...entry, actorUserId: actor.userId }),
  };
}

export type ScopedData = ReturnType<typeof scopedData>;
