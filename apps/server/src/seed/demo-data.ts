import { count, eq } from 'drizzle-orm';
import { PERMISSION, ROLES } from '@app/shared';
import type { AppDeps } from '../deps.js';
import { systemDb } from '../deps.js';
import type { Tx } from '../db/client.js';
import { transaction, type AfterCommit } from '../db/transaction.js';
import {
  clinicUsers,
  clinics,
  organizations,
  referralNetworks,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createNotification } from '../modules/notifications/create-notification.js';
import { demoActors } from './acting-as.js';
import { seedDemoProviders } from './demo-providers.js';
import { DEMO_RECEIVED } from './demo-received-referrals.js';
import { DEMO_REFERRALS } from './demo-referrals.js';
import { playDemoReferrals } from './play-demo-referrals.js';

export const DEMO_PASSWORD = 'demo-password-1';

const { SEND_REFERRAL: S, ACCEPT_REFERRAL: A, SCHEDULE_REFERRAL: C } = PERMISSION;

interface DemoClinic {
  code: string;
  name: string;
  isOrder?: boolean;
  isPublic: boolean;
  inNetwork: boolean;
  organization?: 'Northside Health';
  phone: string;
  fax: string | null;
  address: [line1: string, city: string, state: string, zip: string];
}

export const DEMO_CLINICS: DemoClinic[] = [
  {
    code: 'NORTHSIDE',
    name: 'Northside Family Medicine',
    isPublic: true,
    inNetwork: true,
    organization: 'Northside Health',
    phone: '312-555-0100',
    fax: '312-555-0101',
    address: ['1200 N Clark St', 'Chicago', 'IL', '60610'],
  },
  {
    code: 'NORTHPEDS',
    name: 'Northside Pediatrics',
    isPublic: false,
    inNetwork: false,
    organization: 'Northside Health',
    phone: '312-555-0110',
    fax: null,
    address: ['1210 N Clark St', 'Chicago', 'IL', '60610'],
  },
  {
    code: 'LAKESIDE',
    name: 'Lakeside Cardiology',
    isPublic: true,
    inNetwork: true,
    phone: '312-555-0200',
    fax: '312-555-0201',
    address: ['455 E Lake Shore Dr', 'Chicago', 'IL', '60611'],
  },
  {
    code: 'RIVERSIDE',
    name: 'Riverside Imaging',
    isOrder: true,
    isPublic: true,
    inNetwork: true,
    phone: '708-555-0300',
    fax: '708-555-0301',
    address: ['30 Riverside Rd', 'Riverside', 'IL', '60546'],
  },
  {
    code: 'VALLEYFAX',
    name: 'Valley Orthopedics',
    isPublic: true,
    inNetwork: true,
    phone: '630-555-0400',
    fax: '630-555-0401',
    address: ['800 Valley Blvd', 'Naperville', 'IL', '60540'],
  },
];

interface DemoUser {
  email: string;
  firstname: string;
  lastname: string;
  role: keyof typeof ROLES;
  clinics: { code: string; permission: number; primary?: boolean }[];
}

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@demo.test', firstname: 'Avery', lastname: 'Admin', role: 'admin', clinics: [] },
  {
    email: 'psr@northside.demo.test',
    firstname: 'Paula',
    lastname: 'Reyes',
    role: 'psr',
    clinics: [{ code: 'NORTHSIDE', permission: S | A | C, primary: true }],
  },
  {
    email: 'nurse@northside.demo.test',
    firstname: 'Nina',
    lastname: 'Okafor',
    role: 'nurse',
    clinics: [{ code: 'NORTHSIDE', permission: C, primary: true }],
  },
  {
    email: 'coordinator@demo.test',
    firstname: 'Carlos',
    lastname: 'Mendez',
    role: 'med_assistant',
    clinics: [
      { code: 'NORTHSIDE', permission: S | A | C, primary: true },
      { code: 'LAKESIDE', permission: S | A | C },
    ],
  },
  {
    email: 'psr@lakeside.demo.test',
    firstname: 'Liam',
    lastname: 'Park',
    role: 'psr',
    clinics: [{ code: 'LAKESIDE', permission: S | A | C, primary: true }],
  },
  {
    email: 'medadmin@lakeside.demo.test',
    firstname: 'Maya',
    lastname: 'Singh',
    role: 'med_director',
    clinics: [{ code: 'LAKESIDE', permission: A | C, primary: true }],
  },
  {
    email: 'psr@riverside.demo.test',
    firstname: 'Rosa',
    lastname: 'Diaz',
    role: 'psr',
    clinics: [{ code: 'RIVERSIDE', permission: S | A | C, primary: true }],
  },
  {
    email: 'dr.chen@riverside.demo.test',
    firstname: 'Wei',
    lastname: 'Chen',
    role: 'provider',
    clinics: [{ code: 'RIVERSIDE', permission: 0, primary: true }],
  },
];

/** Loads the demo data of DESIGN section 6 into an empty database (no users yet). */
export async function loadDemoDataIfEmpty(deps: AppDeps): Promise<boolean> {
  const db = systemDb(deps, { reason: 'seeding demo data' });
  const [existing] = await db.select({ n: count() }).from(users);
  if (Number(existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await transaction(db, async (tx, afterCommit) => {
    const clinicIds = await seedClinics(tx);
    const userIds = await seedUsers(tx, passwordHash, clinicIds);
    await seedNotifications(tx, deps, userIds, clinicIds, afterCommit);
    // Providers, specializations, documents and questions, tags: seed/demo-providers.ts.
    await seedDemoProviders(tx, clinicIds, userIds);
    // Custom referral forms (internal and external) for every demo clinic: seed/demo-forms.ts.
    await (await import('./demo-forms.js')).seedDemoForms(tx, clinicIds);
    // Sent referrals in the sending states, and received ones in every lifecycle status with notes
    // and messages: tables in demo-referrals.ts and demo-received-referrals.ts, played through the
    // real actions by play-demo-referrals.ts.
    const player = {
      tx,
      deps,
      clinicIds,
      actingAs: demoActors(tx, deps, clinicIds),
      now: deps.clock.now(),
      afterCommit,
    };
    await playDemoReferrals(player, DEMO_REFERRALS, { conversation: false });
    await playDemoReferrals(player, DEMO_RECEIVED, { conversation: true });
    // Referrals submitted through each public clinic's form, with messages: demo-public-referrals.ts.
    await (await import('./demo-public-referrals.js')).seedDemoPublicReferrals(player);
    // Dr. Chen's signature and the orders he approved and declined: demo-orders.ts.
    await (await import('./demo-orders.js')).seedDemoOrders(player);
    // Received faxes in every status, recognised after commit: demo-inbound-faxes.ts.
    await (await import('./demo-inbound-faxes.js')).seedDemoInboundFaxes(player);
  });
  deps.log.info('demo data loaded');
  return true;
}

async function seedClinics(tx: Tx): Promise<Map<string, number>> {
  const [org] = await tx.insert(organizations).values({ name: 'Northside Health' }).returning();
  const [network] = await tx
    .insert(referralNetworks)
    .values({ name: 'Metro Referral Network' })
    .returning();
  const ids = new Map<string, number>();
  for (const c of DEMO_CLINICS) {
    const [line1, city, state, zip] = c.address;
    const [row] = await tx
      .insert(clinics)
      .values({
        code: c.code,
        name: c.name,
        isOrder: c.isOrder ?? false,
        canReceive: true,
        isPublic: c.isPublic,
        officePhone: c.phone,
        fax: c.fax,
        addressLine1: line1,
        addressCity: city,
        addressState: state,
        addressZip: zip,
        fullAddress: `${line1}, ${city}, ${state} ${zip}`,
        referralNetworkId: c.inNetwork ? network!.id : null,
        organizationId: c.organization ? org!.id : null,
      })
      .returning({ id: clinics.id });
    ids.set(c.code, row!.id);
  }
  return ids;
}

async function seedUsers(
  tx: Tx,
  passwordHash: string,
  clinicIds: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const now = new Date();
  for (const u of DEMO_USERS) {
    const [row] = await tx
      .insert(users)
      .values({
        email: u.email,
        firstname: u.firstname,
        lastname: u.lastname,
        roleId: ROLES[u.role].id,
        passwordHash,
        activatedAt: now,
      })
      .returning({ id: users.id });
    ids.set(u.email, row!.id);
    for (const m of u.clinics) {
      await tx.insert(clinicUsers).values({
        clinicId: clinicIds.get(m.code)!,
        userId: row!.id,
        permission: m.permission,
        notification: 1,
        isPrimary: !!m.primary,
      });
    }
    const primary = u.clinics.find((m) => m.primary);
    if (primary) {
      await tx
        .update(users)
        .set({ currentClinicId: clinicIds.get(primary.code)! })
        .where(eq(users.id, row!.id));
    }
  }
  return ids;
}

async function seedNotifications(
  tx: Tx,
  deps: AppDeps,
  userIds: Map<string, number>,
  clinicIds: Map<string, number>,
  afterCommit: AfterCommit,
) {
  const samples = [
    {
      title: 'Welcome to ReferralHub',
      content: 'Your account is ready. Referrals you send and receive will show up here.',
      severity: 'success' as const,
      url: '/user/account-profile',
    },
    {
      title: 'Clinic directory updated',
      content:
        'Lakeside Cardiology and Riverside Imaging now accept referrals through the Metro Referral Network.',
      severity: 'info' as const,
      url: null,
    },
  ];
  for (const u of DEMO_USERS) {
    if (u.role === 'admin') continue;
    const clinicId = u.clinics[0] ? clinicIds.get(u.clinics[0].code)! : null;
    for (const s of samples) {
      await createNotification(
        tx,
        deps.events,
        { userId: userIds.get(u.email)!, type: 'system', clinicReceiverId: clinicId, ...s },
        afterCommit,
      );
    }
  }
}
