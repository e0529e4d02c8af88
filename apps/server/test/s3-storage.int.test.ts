import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, UPLOAD_MAX_BYTES } from '@app/shared';
import { createS3Storage } from '../src/adapters/storage/s3-storage.js';
import type { StorageAdapter } from '../src/adapters/storage/storage.js';
import { referralDocuments } from '../src/db/schema/index.js';
import { DOCUMENTS_MSG } from '../src/modules/documents/documents.policy.js';
import type { Agent } from './agent.js';
import { uploadFiles, type UploadedDoc } from './documents-kit.js';
import { createReferral } from './factories/referrals.js';
import { S3TestServer } from './fakes/s3-server.js';
import { pdfLikeStream, pdfWithPages, sha256Of } from './fixtures/files.js';
import { DB_KINDS, startTestApp, type DbKind, type TestApp } from './harness.js';
import { PERSONAS, signedInAgent } from './personas.js';
import { appSuite } from './suite.js';

/**
 * Issue 19 item 5: documents in an S3-compatible object store (STORAGE_URL=s3://...), through
 * the real upload and download routes. The store is s3rver, started here on a random port.
 */

/** Keys the store holds under `prefix`, read past the app. */
const keysIn = async (storage: StorageAdapter) => {
  const keys: string[] = [];
  for await (const entry of storage.list()) keys.push(entry.key);
  return keys;
};

/** Retained memory (heap and buffers) after a full collection: garbage does not count. */
setFlagsFromString('--expose-gc');
// Else buffers a collection freed are released by a background sweep some time after it.
setFlagsFromString('--no-concurrent-array-buffer-sweeping');
const gc = runInNewContext('gc') as () => void;
const retained = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

describe.each(DB_KINDS)('documents in an S3-compatible store on %s', (kind) => {
  const prefix = `docs-${kind}`;
  let store: S3TestServer;
  /** Two instances on one database and one bucket, as behind a load balancer. */
  let a: TestApp;
  let b: TestApp;
  let onA: Agent;
  let onB: Agent;
  let bucket: StorageAdapter;

  beforeAll(async () => {
    store = await S3TestServer.start();
    bucket = await createS3Storage(store.options(prefix));
    // Both started before anyone signs in: an app's start puts the test data back.
    a = await startTestApp(kind, { env: store.env(prefix) });
    b = await startTestApp(kind, { env: store.env(prefix) });
    onA = await signedInAgent(a, PERSONAS.northsidePsr);
    onB = b.agent();
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await store?.close();
  });

  const uploadPdf = async (uuid: string, pdf: Buffer) =>
    uploadFiles(onA, uuid, [{ filename: 'card.pdf', content: pdf }]);
  const rowsOf = (referralId: number) =>
    a.db.select().from(referralDocuments).where(eq(referralDocuments.referralId, referralId));

  it('stores an upload in the bucket and serves it back identical, from either instance', async () => {
    expect(a.deps.storage.kind).toBe('s3');
    const r = await createReferral(a, { providerLastname: 'Patel' });
    const pdf = await pdfWithPages(2);
    const up = await uploadPdf(r.uuid, pdf);
    expect(up.status).toBe(200);
    const doc = up.body.documents[0]!;
    expect(doc).toMatchObject({ size: pdf.length, sha256: sha256Of(pdf) });
    const [row] = await rowsOf(r.id);
    expect(await keysIn(bucket)).toContain(row!.storageKey);

    for (const agent of [onA, onB]) {
      const res = await agent.download(doc.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('streams a 50 MB upload into the bucket with flat memory', async () => {
    const r = await createReferral(a, { providerLastname: 'Patel' });
    const file = pdfLikeStream(UPLOAD_MAX_BYTES);
    const base = retained();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, retained() - base)), 100);
    let up;
    try {
      up = await uploadFiles(onA, r.uuid, [{ filename: 'big.pdf', content: file.chunks }]);
    } finally {
      clearInterval(sampler);
    }
    expect(up.status).toBe(200);
    expect(up.body.documents[0]).toMatchObject({ size: UPLOAD_MAX_BYTES, sha256: file.sha256() });
    // Held at once: 5 MB parts on their way to the store and one filling (25 to 33 MB measured,
    // PGlite's own memory growing now and then on top), never the 50 MB file.
    expect(peak).toBeLessThan(0.9 * UPLOAD_MAX_BYTES);
    const back = await onB.download(up.body.documents[0]!.url);
    expect(back.statusCode).toBe(200);
    expect(createHash('sha256').update(back.rawPayload).digest('hex')).toBe(file.sha256());
  }, 120_000);

  it('fails an upload while the store is down, keeping nothing, and takes it once it is back', async () => {
    const r = await createReferral(a, { providerLastname: 'Patel' });
    const pdf = await pdfWithPages(1);
    const referralKeys = async () =>
      (await keysIn(bucket)).filter((k) => k.startsWith(`referrals/${r.uuid}/`));
    await store.stop();
    let down;
    try {
      down = await uploadPdf(r.uuid, pdf);
    } finally {
      await store.restart();
    }
    expect(down.status).toBe(500);
    expect(down.body).toMatchObject({ message: MSG.somethingWentWrong, code: 'INTERNAL' });
    expect(await rowsOf(r.id)).toEqual([]);
    expect(await referralKeys()).toEqual([]);

    const again = await uploadPdf(r.uuid, pdf);
    expect(again.status).toBe(200);
    expect(await rowsOf(r.id)).toHaveLength(1);
    expect(await referralKeys()).toHaveLength(1);
    const res = await onB.download(again.body.documents[0]!.url);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });
});

/** The same arrangement on both stores: a document row whose object is gone. */
const storages = ['local', 's3'] as const;
describe.each(DB_KINDS.flatMap((kind) => storages.map((s) => [s, kind] as [string, DbKind])))(
  'a document whose stored object is missing, %s storage on %s',
  (storage, kind) => {
    const env: Record<string, string> = {};
    let store: S3TestServer | undefined;
    // Registered before the suite's own hook, so the app starts on this store.
    beforeAll(async () => {
      if (storage !== 's3') return;
      store = await S3TestServer.start();
      Object.assign(env, store.env('missing'));
    });
    const { t, agents } = appSuite(kind, { psr: PERSONAS.northsidePsr }, { env });
    afterAll(async () => store?.close());

    it('answers 404 "Document not found." as the local folder does', async () => {
      expect(t.deps.storage.kind).toBe(storage);
      const r = await createReferral(t, { providerLastname: 'Patel' });
      const up = await uploadFiles(agents.psr, r.uuid, [
        { filename: 'card.pdf', content: await pdfWithPages(1) },
      ]);
      const doc: UploadedDoc = up.body.documents[0]!;
      const [row] = await t.db
        .select()
        .from(referralDocuments)
        .where(eq(referralDocuments.referralId, r.id));
      await t.deps.storage.delete(row!.storageKey);
      const res = await agents.psr.request('GET', doc.url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: DOCUMENTS_MSG.notFound, code: 'NOT_FOUND' });
    });
  },
);
