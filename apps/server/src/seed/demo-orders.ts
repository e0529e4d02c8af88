import { and, eq } from 'drizzle-orm';
import { ROLES, type ReferralEvent } from '@app/shared';
import { newStorageKey } from '../adapters/storage/local-storage.js';
import type { Tx } from '../db/client.js';
import type { AfterCommit } from '../db/transaction.js';
import {
  clinics,
  providers,
  providerSignatures,
  referralNotes,
  referrals,
} from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';
import type { Actor } from '../modules/auth/actor.js';
import { nameOf, writeDecision } from '../modules/orders/decide-order.js';
import { ORDER_LOG } from '../modules/orders/order-notices.js';
import { OrdersRepo } from '../modules/orders/orders.repo.js';
import type { ReferralRow } from '../modules/referrals/referral-access.js';
import { oncePerProcess } from './once-per-process.js';
import { attachDemoDocument, insertDemoPatient, type DemoPatient } from './demo-referrals.js';

const DAY = 24 * 60 * 60 * 1000;
const CHEN = 'dr.chen@riverside.demo.test';

/** Orders Dr. Chen has already decided (the pending ones are in demo-referrals.ts). */
const DEMO_DECIDED_ORDERS: {
  from: 'NORTHSIDE' | 'LAKESIDE';
  by: string;
  event: Extract<ReferralEvent, 'approve_order' | 'decline_order'>;
  patient: DemoPatient;
  diagnosis: string;
  sentDaysAgo: number;
}[] = [
  {
    from: 'NORTHSIDE',
    by: 'psr@northside.demo.test',
    event: 'approve_order',
    patient: ['Maurice', 'Wilkes', '1953-06-26', '123-45-6761', '3125550201'],
    diagnosis: 'M25.561 Pain in right knee',
    sentDaysAgo: 5,
  },
  {
    from: 'LAKESIDE',
    by: 'psr@lakeside.demo.test',
    event: 'decline_order',
    patient: ['Alan', 'Perlis', '1962-04-01', '123-45-6762', '3125550202'],
    diagnosis: 'R51.9 Headache, unspecified',
    sentDaysAgo: 4,
  },
];

/** A handwritten-looking scribble, drawn as SVG strokes and rendered to PNG (as the portal saves one). */
export const demoSignaturePng = oncePerProcess(async (): Promise<Buffer> => {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
    <path d="M20 80 C 40 20, 60 20, 70 70 S 100 110, 120 60 C 130 35, 150 35, 150 70
             C 150 95, 175 95, 185 60 L 200 45 C 205 80, 220 90, 235 60 C 245 40, 260 40, 262 65
             C 265 90, 290 90, 300 55 C 310 30, 330 40, 340 50"
          fill="none" stroke="#1a237e" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M40 95 L 320 92" stroke="#1a237e" stroke-width="1.5" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
});

/** Dr. Chen's decisions are written as Dr. Chen (the seed has no session). */
function actorOf(userId: number, clinicId: number): Actor {
  return {
    userId,
    userUuid: '',
    email: CHEN,
    roleId: ROLES.provider.id,
    roleName: 'provider',
    sessionId: '',
    sessionPublicId: '',
    clinicIds: [clinicId],
    currentClinicId: clinicId,
  };
}

/**
 * Dr. Chen's signature and two orders he decided with it (one approved, one declined), so the
 * provider portal, the order's detail view and the senders' notifications have something to show.
 * Runs in the demo-data transaction after demo-referrals.ts (which seeds his pending orders).
 */
export async function seedDemoOrders(
  tx: Tx,
  deps: Pick<AppDeps, 'storage' | 'crypto' | 'events' | 'clock'>,
  clinicIds: Map<string, number>,
  userIds: Map<string, number>,
  afterCommit: AfterCommit,
): Promise<void> {
  const now = deps.clock.now();
  const riverside = clinicIds.get('RIVERSIDE')!;
  const chenUserId = userIds.get(CHEN)!;
  const [chen] = await tx
    .select()
    .from(providers)
    .where(and(eq(providers.clinicId, riverside), eq(providers.userId, chenUserId)));
  if (!chen) throw new Error('demo provider Wei Chen has no user');

  const png = await demoSignaturePng();
  const stored = await deps.storage.put(newStorageKey(`signatures/${chen.uuid}`), png);
  const [signature] = await tx
    .insert(providerSignatures)
    .values({
      providerId: chen.id,
      name: 'Signature',
      storageKey: stored.key,
      contentType: 'image/png',
      size: stored.size,
      createdAt: new Date(now.getTime() - 30 * DAY),
    })
    .returning();

  const orders = new OrdersRepo(tx, actorOf(chenUserId, riverside));
  const clinicRows = await tx.select().from(clinics);
  for (const d of DEMO_DECIDED_ORDERS) {
    const from = clinicRows.find((c) => c.code === d.from)!;
    const by = userIds.get(d.by) ?? null;
    const at = new Date(now.getTime() - d.sentDaysAgo * DAY);
    const patient = await insertDemoPatient(tx, deps, from.id, d.patient, at);
    const [order] = await tx
      .insert(referrals)
      .values({
        status: 'pending_approval',
        clinicReferrerId: from.id,
        clinicReceiverId: riverside,
        referrerId: by,
        providerId: chen.id,
        patientId: patient.id,
        isOrder: true,
        mrn: `${d.from.slice(0, 3)}-${d.patient[3].slice(-4)}`,
        diagnosis: d.diagnosis,
        updatedById: by,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await attachDemoDocument(tx, deps, order!, 'Imaging Order', {
      patient: d.patient,
      diagnosis: d.diagnosis,
      from: from.name,
      userId: by,
      at,
    });
    await tx.insert(referralNotes).values({
      referralId: order!.id,
      group: 'system',
      note: 'Order submitted to Riverside Imaging for approval.',
      userId: by,
      clinicId: from.id,
      createdAt: at,
    });
    const name = nameOf(chen);
    await writeDecision(
      orders,
      { events: deps.events, now: new Date(at.getTime() + DAY) },
      afterCommit,
      {
        r: order as ReferralRow,
        event: d.event,
        provider: chen,
        signature: signature!,
        actorUserId: chenUserId,
        log:
          d.event === 'approve_order' ? ORDER_LOG.approvedBy(name) : ORDER_LOG.notApprovedBy(name),
      },
    );
  }
}
