import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAX_SEND_REFERRAL_QUEUE } from '../src/modules/faxes/fax-jobs.js';
import { FAX_MSG } from '../src/modules/faxes/faxes.policy.js';
import type { Agent } from './agent.js';
import { createReferral } from './factories/referrals.js';
import { faxesOf } from './fax-sms-kit.js';
import { FAKE_INTERFAX_PASSWORD, FAKE_INTERFAX_USER, FakeInterfax } from './fakes/interfax.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { clinicByCode, userIdOf } from './lookups.js';
import { PERSONAS, signedInAgent } from './personas.js';

interface FaxView {
  id: string;
  fax_id: string | null;
  referral_uuid: string | null;
  receiver: { name: string } | null;
  referrer: { name: string } | null;
  status: string;
  pagesSent: number;
  units: number | null;
  costPerUnit: number | null;
  submitTime: string | null;
  completionTime: string | null;
  updated_at: string;
  attemptsMade: number;
  error: string | null;
  can_resend: boolean;
}

const FIELDS = `id fax_id referral_uuid receiver { name } referrer { name } status pagesSent units
  costPerUnit submitTime completionTime updated_at attemptsMade error can_resend`;
const LIST = `query ($status: String) {
  faxes(status: $status, limit: 100) { ${FIELDS} }
  faxes_count(status: $status)
}`;
const RESEND = `mutation ($id: ID!) { resend_fax(fax_id: $id) { message fax { ${FIELDS} } } }`;

describe.each(DB_KINDS)('the outbound fax list on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  const fake = new FakeInterfax(() => t.clock.now());
  beforeAll(async () => {
    const apiBase = await fake.start();
    t = await startTestApp(kind, {
      env: {
        FAX_PROVIDER: 'interfax',
        INTERFAX_USERNAME: FAKE_INTERFAX_USER,
        INTERFAX_PASSWORD: FAKE_INTERFAX_PASSWORD,
        INTERFAX_API_BASE: apiBase,
      },
    });
    admin = await signedInAgent(t, PERSONAS.admin);
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });

  /** Moves the manual clock past the next poll and runs what is due. */
  const pollAfter = (ms: number) => {
    t.clock.advance(ms);
    return t.drainJobs();
  };
  const list = async (status?: string) => {
    const res = await admin.graphql<{ faxes: FaxView[]; faxes_count: number }>(LIST, { status });
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  /** A referral fax to Valley Orthopedics that InterFAX failed after three attempts. */
  async function failedFax() {
    const referral = await createReferral(t, {
      from: 'NORTHSIDE',
      to: 'VALLEYFAX',
      status: 'sent_fax',
    });
    await t.deps.queue.enqueue(FAX_SEND_REFERRAL_QUEUE, {
      referralId: referral.id,
      userId: await userIdOf(t, PERSONAS.northsidePsr),
    });
    await t.drainJobs();
    const submitted = fake.last();
    fake.fail(submitted.id, 6030, 3);
    await pollAfter(15_000);
    const [fax] = await faxesOf(t, referral.id);
    return { referral, fax: fax!, submitted };
  }

  it('is for admins only', async () => {
    const psr = await signedInAgent(t, PERSONAS.northsidePsr);
    for (const query of ['{ faxes { id } }', '{ faxes_count }']) {
      const res = await psr.graphql(query);
      expect(res.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    }
  });

  it('lists faxes newest first with the provider figures, filtered by status', async () => {
    const { referral, fax, submitted } = await failedFax();
    const failed = await list('failure');
    expect(failed.faxes.every((f) => f.status === 'failure')).toBe(true);
    expect(failed.faxes_count).toBe(failed.faxes.length);
    expect(failed.faxes[0]).toMatchObject({
      id: fax.uuid,
      fax_id: String(submitted.id),
      referral_uuid: referral.uuid,
      referrer: { name: 'Northside Family Medicine' },
      receiver: { name: 'Valley Orthopedics' },
      status: 'failure',
      attemptsMade: 3,
      error: 'InterFAX status 6030',
      can_resend: true,
    });
    const all = await list();
    expect(all.faxes_count).toBeGreaterThanOrEqual(failed.faxes_count);
    expect(all.faxes.map((f) => f.id)).toContain(fax.uuid);
    expect(all.faxes.filter((f) => f.status !== 'failure').every((f) => !f.can_resend)).toBe(true);
  });

  it('re-sends a failed fax through InterFAX and follows it to delivery', async () => {
    const { fax } = await failedFax();
    const res = await admin.graphql<{ resend_fax: { message: string; fax: FaxView } }>(RESEND, {
      id: fax.uuid,
    });
    expect(res.errors).toBeUndefined();
    const resent = fake.last();
    expect(resent.resentFrom).not.toBeNull();
    expect(res.data?.resend_fax).toMatchObject({
      message: 'Successfully re-sent fax.',
      fax: {
        id: fax.uuid,
        fax_id: String(resent.id),
        status: 'queued',
        attemptsMade: 4,
        error: null,
        can_resend: false,
        completionTime: null,
      },
    });

    fake.succeed(resent.id);
    await pollAfter(15_000);
    const view = (await list('success')).faxes.find((f) => f.id === fax.uuid);
    expect(view).toMatchObject({
      status: 'success',
      pagesSent: resent.pagesSubmitted,
      units: resent.pagesSubmitted,
      costPerUnit: 0.1,
      attemptsMade: 4,
      can_resend: false,
    });
    expect(view!.completionTime).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    // A delivered fax is never sent twice.
    const again = await admin.graphql(RESEND, { id: fax.uuid });
    expect(again.errors?.[0]).toMatchObject({
      message: FAX_MSG.onlyFailed,
      extensions: { code: 'CONFLICT' },
    });
    expect(fake.last().id).toBe(resent.id);
  });

  it("answers 'Fax not found.' to a clinic that did not send the fax", async () => {
    const { fax } = await failedFax();
    const river = await signedInAgent(t, PERSONAS.riversidePsr);
    const res = await river.graphql(RESEND, { id: fax.uuid });
    expect(res.errors?.[0]).toMatchObject({
      message: FAX_MSG.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await faxesOf(t, fax.referralId!))[0]!.status).toBe('failure');
  });

  it("answers 'Fax not found.' to a member of the sending clinic working as another clinic", async () => {
    const { fax } = await failedFax();
    const coordinator = await signedInAgent(t, PERSONAS.coordinator);
    const lakeside = await clinicByCode(t, 'LAKESIDE');
    const me = await coordinator.graphql<{ me: { uuid: string } }>('{ me { uuid } }');
    const switched = await coordinator.graphql(
      `mutation($u: String!, $c: ID!) { switch_clinic(userUuid: $u, clinicId: $c) { uuid } }`,
      { u: me.data!.me.uuid, c: String(lakeside.id) },
    );
    expect(switched.errors).toBeUndefined();
    const res = await coordinator.graphql(RESEND, { id: fax.uuid });
    expect(res.errors?.[0]).toMatchObject({
      message: FAX_MSG.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await faxesOf(t, fax.referralId!))[0]!.status).toBe('failure');
  });
});
