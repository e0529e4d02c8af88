import { and, eq, isNull } from 'drizzle-orm';
import bmpJs from 'bmp-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ORDER_MSG, REFERRAL_LIFECYCLE_MSG, REFERRAL_MSG_SERVER, ROLES } from '@app/shared';
import {
  notifications,
  providerSignatures,
  providers,
  referralDocuments,
  referrals,
} from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { createReferral } from './factories/referrals.js';
import { pdfWithPages, tiffImage } from './fixtures/files.js';
import { DB_KINDS } from './harness.js';
import { referralRow, systemLog } from './lookups.js';
import { createStaffUser, PERSONAS, signedInAgent } from './personas.js';
import {
  attachRequiredDocuments,
  createDraft,
  draftPayload,
  EXTERNAL_EXTRA,
  send,
  uuidOf,
} from './referrals-kit.js';
import { referralSuite } from './suite.js';

interface Gql<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}
interface UserProviderJson {
  id: string;
  auto_approved: boolean;
  signature: { id: string; fileurl: string; name: string } | null;
}

const USER_PROVIDER = 'id auto_approved signature { id fileurl name }';
const pngDataUrl = async (color: string) => {
  const png = await sharp({
    create: { width: 6, height: 3, channels: 4, background: color },
  })
    .png()
    .toBuffer();
  return { png, url: `data:image/png;base64,${png.toString('base64')}` };
};

describe.each(DB_KINDS)('orders and provider signatures on %s', (kind) => {
  const { t, ids, agents, userIds } = referralSuite(
    kind,
    {
      chen: PERSONAS.provider,
      north: PERSONAS.northsidePsr,
      river: PERSONAS.riversidePsr,
      lake: PERSONAS.lakesidePsr,
    },
    { stepMs: 60_000 },
  );

  const decide = (a: Agent, uuid: string, status: string) =>
    a.graphql<{ update_order_status: string }>(
      'mutation($u: String!, $s: String!) { update_order_status(uuid: $u, status: $s) }',
      { u: uuid, s: status },
    ) as Promise<Gql<{ update_order_status: string }>>;
  const saveSignature = (a: Agent, signature: string, name?: string) =>
    a.graphql(
      `mutation($s: String!, $n: String) { save_user_provider_signature(signature: $s, name: $n) { ${USER_PROVIDER} } }`,
      { s: signature, n: name },
    ) as Promise<Gql<{ save_user_provider_signature: UserProviderJson }>>;
  const setAuto = (a: Agent, on: boolean) =>
    a.graphql(
      `mutation($on: Boolean!) { update_auto_approved(auto_approved: $on) { ${USER_PROVIDER} } }`,
      { on },
    ) as Promise<Gql<{ update_auto_approved: UserProviderJson }>>;
  const userProvider = async (a: Agent) =>
    (
      (await a.graphql(`{ user_provider { ${USER_PROVIDER} } }`)) as Gql<{
        user_provider: UserProviderJson | null;
      }>
    ).data?.user_provider;
  const pendingUuids = async (a: Agent) => {
    const res = (await a.graphql('{ pending_orders { uuid } }')) as Gql<{
      pending_orders: { uuid: string }[];
    }>;
    return res.data?.pending_orders.map((o) => o.uuid);
  };
  const approval = async (a: Agent, uuid: string) =>
    (
      (await a.graphql(
        'query($u: String!) { referral(uuid: $u) { approver_name signature_url } }',
        { u: uuid },
      )) as Gql<{ referral: { approver_name: string | null; signature_url: string | null } }>
    ).data?.referral;
  const told = async (uuid: string, type: string) =>
    (
      await t.db
        .select({ userId: notifications.notifiableId })
        .from(notifications)
        .where(
          and(eq(notifications.url, `/referrals/${uuid}/review`), eq(notifications.type, type)),
        )
    ).map((n) => n.userId);
  const pendingOrder = () =>
    createReferral(t, {
      to: 'RIVERSIDE',
      status: 'pending_approval',
      isOrder: true,
      providerLastname: 'Chen',
      patient: { firstname: 'Olive', lastname: 'Ordered', birthdate: '1970-03-04' },
    });
  /** Dr. Chen without a current signature and without automatic approval (demo data may set both). */
  const withoutSignature = async () => {
    await t.db
      .update(providerSignatures)
      .set({ replacedAt: t.clock.now() })
      .where(
        and(eq(providerSignatures.providerId, ids.chen), isNull(providerSignatures.replacedAt)),
      );
    await t.db.update(providers).set({ autoApproved: false }).where(eq(providers.id, ids.chen));
  };
  const withSignature = async (color = '#123456') => {
    const { png, url } = await pngDataUrl(color);
    const res = await saveSignature(agents.chen, url, 'chen.png');
    expect(res.errors).toBeUndefined();
    return { png, signature: res.data!.save_user_provider_signature.signature! };
  };

  it('refuses to approve, decline or approve automatically without a signature', async () => {
    await withoutSignature();
    const order = await pendingOrder();
    for (const status of ['order_approved', 'not_approved']) {
      const res = await decide(agents.chen, order.uuid, status);
      expect(res.errors?.[0]?.message).toBe(ORDER_MSG.signatureRequired);
    }
    expect((await setAuto(agents.chen, true)).errors?.[0]?.message).toBe(
      ORDER_MSG.signatureRequired,
    );
    expect((await referralRow(t, order.uuid)).status).toBe('pending_approval');
    expect(await userProvider(agents.chen)).toEqual({
      id: String(ids.chen),
      auto_approved: false,
      signature: null,
    });
  });

  it('saves only images as signatures and keeps the replaced one', async () => {
    await withoutSignature();
    const text = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    expect((await saveSignature(agents.chen, text)).errors?.[0]?.message).toBe(
      ORDER_MSG.svgSignature,
    );
    const words = `data:image/png;base64,${Buffer.from('just some words').toString('base64')}`;
    expect((await saveSignature(agents.chen, words)).errors?.[0]?.message).toBe(
      ORDER_MSG.invalidSignatureImage,
    );
    expect((await saveSignature(agents.chen, 'not a data url')).errors?.[0]?.message).toBe(
      ORDER_MSG.invalidSignatureImage,
    );

    const first = await withSignature('#ff0000');
    expect(first.signature).toMatchObject({
      name: 'chen.png',
      fileurl: `/api/provider-signatures/${first.signature.id}`,
    });
    const { url } = await pngDataUrl('#00ff00');
    const second = (await saveSignature(agents.chen, url)).data!.save_user_provider_signature;
    expect(second.signature).toMatchObject({ name: ORDER_MSG.defaultSignatureName });
    expect(second.signature!.id).not.toBe(first.signature.id);

    const [old] = await t.db
      .select()
      .from(providerSignatures)
      .where(eq(providerSignatures.id, Number(first.signature.id)));
    expect(old!.replacedAt).not.toBeNull();
    // The owner still reaches the old image (past approvals show it).
    const res = await agents.chen.download(first.signature.fileurl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(first.png)).toBe(true);
  });

  it('stores a BMP or TIFF signature as PNG and refuses an SVG with its own message', async () => {
    await withoutSignature();
    const width = 40;
    const height = 20;
    // A red BMP (bmp-js pixels are A, B, G, R) and a two-page TIFF of the fixtures' light blue.
    const abgr = Buffer.alloc(width * height * 4);
    for (let i = 0; i < abgr.length; i += 4) abgr.set([255, 0, 0, 255], i);
    const bmp = bmpJs.encode({ data: abgr, width, height }).data;
    const tiff = await tiffImage(2, width, height);
    const firstPixel = async (image: Buffer) => [
      ...(await sharp(image).removeAlpha().raw().toBuffer()).subarray(0, 3),
    ];
    for (const [file, bytes, type, rgb] of [
      ['scan.bmp', bmp, 'image/bmp', [255, 0, 0]],
      ['scan.tif', tiff, 'image/tiff', await firstPixel(tiff)],
    ] as const) {
      const res = await saveSignature(
        agents.chen,
        `data:${type};base64,${bytes.toString('base64')}`,
        file,
      );
      expect(res.errors).toBeUndefined();
      const signature = res.data!.save_user_provider_signature.signature!;
      expect(signature.name).toBe(file);
      const [row] = await t.db
        .select()
        .from(providerSignatures)
        .where(eq(providerSignatures.id, Number(signature.id)));
      expect(row!.contentType).toBe('image/png');
      const image = await agents.chen.download(signature.fileurl);
      expect(image.statusCode).toBe(200);
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width, height });
      expect(await firstPixel(image.rawPayload)).toEqual(rgb);
    }

    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>');
    const refused = await saveSignature(
      agents.chen,
      `data:image/svg+xml;base64,${svg.toString('base64')}`,
      'sig.svg',
    );
    expect(refused.errors?.[0]?.message).toBe(ORDER_MSG.svgSignature);
    expect((await userProvider(agents.chen))?.signature?.name).toBe('scan.tif');
  });

  it('approves an order with the signature: senders and schedulers told, the sender sees it', async () => {
    const { png, signature } = await withSignature();
    const order = await pendingOrder();
    const listed = (await agents.chen.graphql(
      '{ pending_orders { uuid mrn patient { full_name details { birthdate } } diagnosis { description } referrer { id name } } }',
    )) as Gql<{ pending_orders: Record<string, unknown>[] }>;
    expect(listed.data!.pending_orders.find((o) => o['uuid'] === order.uuid)).toEqual({
      uuid: order.uuid,
      mrn: 'MRN-1',
      patient: { full_name: 'Olive Ordered', details: { birthdate: '1970-03-04' } },
      diagnosis: { description: 'I10 Hypertension' },
      referrer: { id: String(ids.northside), name: 'Northside Family Medicine' },
    });

    expect((await decide(agents.chen, order.uuid, 'order_approved')).data).toEqual({
      update_order_status: ORDER_MSG.approved,
    });
    const row = await referralRow(t, order.uuid);
    expect(row).toMatchObject({
      status: 'order_approved',
      approverUserId: userIds.get(PERSONAS.provider),
      approverSignatureId: Number(signature.id),
    });
    expect(row.approvedAt).not.toBeNull();
    expect(await systemLog(t, row.id)).toEqual(['Order approved by Dr. Wei Chen.']);
    expect(await told(order.uuid, 'order_approved')).toContain(userIds.get(PERSONAS.northsidePsr));
    expect(await told(order.uuid, 'order_received')).toContain(userIds.get(PERSONAS.riversidePsr));
    expect(await pendingUuids(agents.chen)).not.toContain(order.uuid);

    expect(await approval(agents.north, order.uuid)).toEqual({
      approver_name: 'Dr. Wei Chen',
      signature_url: signature.fileurl,
    });
    const image = await agents.north.download(signature.fileurl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(png)).toBe(true);
    // An unrelated clinic neither sees the order's approval nor fetches the image.
    expect((await agents.lake.download(signature.fileurl)).statusCode).toBe(404);

    // A new signature does not change what the approved order shows.
    await withSignature('#abcdef');
    expect((await approval(agents.north, order.uuid))?.signature_url).toBe(signature.fileurl);

    // Deciding again is the status machine's refusal.
    const again = await decide(agents.chen, order.uuid, 'not_approved');
    expect(again.errors?.[0]?.message).toBe(REFERRAL_LIFECYCLE_MSG.cannotPromote);
  });

  it('declines an order: the senders are told, no approval is shown', async () => {
    await withSignature();
    const order = await pendingOrder();
    expect((await decide(agents.chen, order.uuid, 'not_approved')).data).toEqual({
      update_order_status: ORDER_MSG.notApproved,
    });
    const row = await referralRow(t, order.uuid);
    expect(row).toMatchObject({ status: 'not_approved', approverSignatureId: null });
    expect(await systemLog(t, row.id)).toEqual(['Order not approved by Dr. Wei Chen.']);
    expect(await told(order.uuid, 'order_not_approved')).toContain(
      userIds.get(PERSONAS.northsidePsr),
    );
    expect(await told(order.uuid, 'order_received')).toEqual([]);
    expect(await approval(agents.north, order.uuid)).toEqual({
      approver_name: null,
      signature_url: null,
    });
    expect((await decide(agents.chen, order.uuid, 'sent')).errors?.[0]?.message).toBe(
      'This status cannot be set this way.',
    );
  });

  describe('a decline with a reason (issue 20)', () => {
    const declineWith = (uuid: string, status: string, reason: string | null) =>
      agents.chen.graphql(
        'mutation($u: String!, $s: String!, $r: String) { update_order_status(uuid: $u, status: $s, reason: $r) }',
        { u: uuid, s: status, r: reason },
      ) as Promise<Gql<{ update_order_status: string }>>;
    const seenBySender = async (uuid: string) =>
      (
        (await agents.north.graphql(
          'query($u: String!) { referral(uuid: $u) { status status_label decline_reason } }',
          { u: uuid },
        )) as Gql<{ referral: Record<string, unknown> }>
      ).data?.referral;
    /** What the sender's notifications about the order say (read as the sender reads them). */
    const noticeTexts = async (uuid: string) => {
      const res = (await agents.north.graphql(
        '{ notifications(limit: 100) { type url data } }',
      )) as Gql<{
        notifications: { type: string; url: string | null; data: string }[];
      }>;
      return res
        .data!.notifications.filter(
          (n) => n.url === `/referrals/${uuid}/review` && n.type === 'order_not_approved',
        )
        .map((n) => (JSON.parse(n.data) as { content: string }).content);
    };

    it('keeps it as the decline reason, logs it and tells the senders why', async () => {
      await withSignature();
      const order = await pendingOrder();
      const answer = await declineWith(order.uuid, 'not_approved', '  Wrong imaging code.\n ');
      expect(answer).toEqual({ data: { update_order_status: ORDER_MSG.notApproved } });
      expect(await seenBySender(order.uuid)).toEqual({
        status: 'not_approved',
        status_label: 'Not Approved',
        decline_reason: 'Wrong imaging code.',
      });
      const row = await referralRow(t, order.uuid);
      expect(await systemLog(t, row.id)).toEqual([
        'Order not approved by Dr. Wei Chen: Wrong imaging code.',
      ]);
      expect(await noticeTexts(order.uuid)).toEqual([
        'Dr. Wei Chen did not approve your order: Wrong imaging code.',
      ]);
    });

    it('takes a blank reason as none', async () => {
      await withSignature();
      const order = await pendingOrder();
      expect((await declineWith(order.uuid, 'not_approved', ' \n ')).errors).toBeUndefined();
      expect((await seenBySender(order.uuid))?.['decline_reason']).toBeNull();
      const row = await referralRow(t, order.uuid);
      expect(await systemLog(t, row.id)).toEqual(['Order not approved by Dr. Wei Chen.']);
    });

    it('cuts a long reason to 2000 characters', async () => {
      await withSignature();
      const order = await pendingOrder();
      expect(
        (await declineWith(order.uuid, 'not_approved', 'x'.repeat(2500))).errors,
      ).toBeUndefined();
      expect((await seenBySender(order.uuid))?.['decline_reason']).toBe('x'.repeat(2000));
    });

    it('refuses a reason with an approval, and control characters, leaving the order pending', async () => {
      await withSignature();
      const order = await pendingOrder();
      const approving = await declineWith(order.uuid, 'order_approved', 'Looks fine');
      expect(approving.errors?.[0]).toMatchObject({
        message: ORDER_MSG.reasonOnlyWhenDeclining,
        extensions: { validation: { reason: [ORDER_MSG.reasonOnlyWhenDeclining] } },
      });
      const controlled = await declineWith(order.uuid, 'not_approved', 'bad\u0000reason');
      // Refused at the GraphQL edge (control characters in any variable), before the action.
      expect(controlled.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
      expect((await referralRow(t, order.uuid)).status).toBe('pending_approval');
      expect(await pendingUuids(agents.chen)).toContain(order.uuid);
    });
  });

  describe('the provider reads the orders he decides, and nothing else of his clinic (issue 20)', () => {
    /** A one-page PDF stored on the referral, as an upload would have stored it. */
    const withDocument = async (referralId: number) => {
      const pdf = await pdfWithPages(1);
      const key = `test/${referralId}/order.pdf`;
      await t.deps.storage.put(key, pdf);
      await t.db.insert(referralDocuments).values({
        referralId,
        name: 'order.pdf',
        originalName: 'order.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        sha256: '0'.repeat(64),
        storageKey: key,
      });
      return pdf;
    };
    const DETAIL =
      'query($u: String!) { referral(uuid: $u) { uuid status status_label documents { url } } referral_notes(referral_uuid: $u) { uuid } }';

    it('opens an order addressed to him: its detail, log, documents and print', async () => {
      await withSignature();
      const order = await pendingOrder();
      const pdf = await withDocument(order.id);
      const read = (await agents.chen.graphql(DETAIL, { u: order.uuid })) as Gql<{
        referral: {
          uuid: string;
          status: string;
          status_label: string;
          documents: { url: string }[];
        };
        referral_notes: unknown[];
      }>;
      expect(read.errors).toBeUndefined();
      expect(read.data!.referral).toMatchObject({
        uuid: order.uuid,
        status: 'pending_approval',
        status_label: 'Pending Approval',
      });
      const file = await agents.chen.download(read.data!.referral.documents[0]!.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
      const print = await agents.chen.download(`/api/referrals/${order.uuid}/print`);
      expect(print.statusCode).toBe(200);
      expect(print.headers['content-type']).toBe('application/pdf');

      // Still his to read once decided.
      await decide(agents.chen, order.uuid, 'not_approved');
      const after = (await agents.chen.graphql(DETAIL, { u: order.uuid })) as Gql<{
        referral: { status: string };
      }>;
      expect(after.data?.referral.status).toBe('not_approved');
    });

    it("finds nothing else his clinic receives, nor another provider's order, and has no lists", async () => {
      // A referral Riverside received for another of its providers; an order for that one too.
      const received = await createReferral(t, {
        to: 'RIVERSIDE',
        status: 'under_review',
        isOrder: false,
        providerLastname: 'Green',
      });
      await withDocument(received.id);
      const toGreen = await pendingOrder();
      await t.db
        .update(referrals)
        .set({ providerId: ids.green })
        .where(eq(referrals.id, toGreen.id));

      for (const r of [received, toGreen]) {
        const read = (await agents.chen.graphql(DETAIL, { u: r.uuid })) as Gql<unknown>;
        expect(read.errors?.[0]?.message).toBe(REFERRAL_MSG_SERVER.notFound);
        const [doc] = await t.db
          .select({ uuid: referralDocuments.uuid })
          .from(referralDocuments)
          .where(eq(referralDocuments.referralId, r.id));
        if (doc) {
          const file = await agents.chen.download(`/api/referrals/${r.uuid}/documents/${doc.uuid}`);
          expect(file.statusCode).toBe(404);
        }
        expect((await agents.chen.download(`/api/referrals/${r.uuid}/print`)).statusCode).toBe(404);
      }
      const list = (await agents.chen.graphql(
        '{ referral_active_received(first: 5) { rows { uuid } } }',
      )) as Gql<unknown>;
      expect(list.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    });
  });

  it("refuses another provider's order to another provider user, and orders to staff", async () => {
    await withSignature();
    const green = await createStaffUser(t, {
      email: `dr.green.${kind}@riverside.demo.test`,
      clinicCode: 'RIVERSIDE',
      permission: 0,
      roleId: ROLES.provider.id,
    });
    await t.db.update(providers).set({ userId: green.id }).where(eq(providers.id, ids.green));
    const greenAgent = await signedInAgent(t, green.email);
    const { url } = await pngDataUrl('#222222');
    expect((await saveSignature(greenAgent, url)).errors).toBeUndefined();

    const chens = await pendingOrder();
    expect(await pendingUuids(greenAgent)).not.toContain(chens.uuid);
    const refused = await decide(greenAgent, chens.uuid, 'order_approved');
    expect(refused.errors?.[0]).toMatchObject({
      message: REFERRAL_MSG_SERVER.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const staff = await decide(agents.river, chens.uuid, 'order_approved');
    expect(staff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await referralRow(t, chens.uuid)).status).toBe('pending_approval');

    // 'Any/First Available' at Riverside: any provider user of the clinic decides it.
    const anyone = await pendingOrder();
    await t.db
      .update(referrals)
      .set({ providerId: ids.riversideDefault })
      .where(eq(referrals.id, anyone.id));
    expect(await pendingUuids(agents.chen)).toContain(anyone.uuid);
    expect(await pendingUuids(greenAgent)).toContain(anyone.uuid);
    expect((await decide(greenAgent, anyone.uuid, 'order_approved')).data).toEqual({
      update_order_status: ORDER_MSG.approved,
    });
    expect((await approval(agents.north, anyone.uuid))?.approver_name).toBe('Marcus Green, NP');
  });

  it('shows an unrelated clinic no pending orders and no signature image', async () => {
    const { signature } = await withSignature();
    const res = (await agents.lake.graphql('{ pending_orders { uuid } }')) as Gql<unknown>;
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await agents.lake.download(signature.fileurl)).statusCode).toBe(404);
    expect((await agents.river.download(signature.fileurl)).statusCode).toBe(404);
    expect((await agents.lake.download('/api/provider-signatures/nope')).statusCode).toBe(404);
  });

  describe('automatic approval', () => {
    const sendOrder = async () => {
      const uuid = uuidOf(
        await createDraft(agents.north, draftPayload(ids.chen, ids.carter, EXTERNAL_EXTRA)),
      );
      await attachRequiredDocuments(t, (await referralRow(t, uuid)).id, ids.chen);
      const res = await send(agents.north, uuid);
      expect(res.status).toBe(200);
      return { uuid, status: res.body.referral.status };
    };

    it('approves an order as it arrives when on', async () => {
      const { signature } = await withSignature();
      expect((await setAuto(agents.chen, true)).data?.update_auto_approved.auto_approved).toBe(
        true,
      );
      const { uuid, status } = await sendOrder();
      expect(status).toBe('order_approved');
      const row = await referralRow(t, uuid);
      expect(row).toMatchObject({
        status: 'order_approved',
        approverSignatureId: Number(signature.id),
      });
      expect(await systemLog(t, row.id)).toEqual([
        'Order submitted to Riverside Imaging for approval.',
        'Order approved automatically for Dr. Wei Chen.',
      ]);
      expect(await told(uuid, 'order_received')).toContain(userIds.get(PERSONAS.riversidePsr));
      expect(await approval(agents.north, uuid)).toEqual({
        approver_name: 'Dr. Wei Chen',
        signature_url: signature.fileurl,
      });
    });

    it('leaves it pending when off', async () => {
      await withSignature();
      expect((await setAuto(agents.chen, false)).data?.update_auto_approved.auto_approved).toBe(
        false,
      );
      const { uuid, status } = await sendOrder();
      expect(status).toBe('pending_approval');
      expect(await pendingUuids(agents.chen)).toContain(uuid);
    });
  });
});
