import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REFERRAL_MSG,
  REFERRAL_MSG_SERVER,
  UPLOAD_MAX_BYTES,
  ZIP_MAX_ENTRIES,
  ZIP_MAX_UNCOMPRESSED_BYTES,
} from '@app/shared';
import {
  auditLog,
  documents,
  providerDocuments,
  referralDocuments,
  referrals,
  users,
} from '../src/db/schema/index.js';
import { DOCUMENTS_MSG } from '../src/modules/documents/documents.policy.js';
import {
  DOCUMENT_PERSONAS,
  uploadFiles,
  type UploadedDoc,
  type UploadFile,
} from './documents-kit.js';
import { createReferral } from './factories/referrals.js';
import {
  jpegImage,
  pdfLikeStream,
  pdfWithPages,
  pngImage,
  sha256Of,
  tiffImage,
  zipOf,
} from './fixtures/files.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { appSuite } from './suite.js';

const LIST = `query($u: String!) { referral_documents(referral_uuid: $u) {
  uuid name referral_document_name document_id type size content_type sha256 url created_at } }`;
const DELETE = `mutation($u: String!, $d: String!) {
  delete_referral_document(referral_uuid: $u, referral_document_uuid: $d) }`;

describe.each(DB_KINDS)('referral documents on %s', (kind) => {
  const { t, agents } = appSuite(kind, DOCUMENT_PERSONAS);
  let pdf: Buffer;
  /** Dr. Patel's documents at Lakeside: name -> catalog id. */
  const docIds = new Map<string, string>();

  const upload = uploadFiles;
  const rowsOf = (referralId: number) =>
    t.db.select().from(referralDocuments).where(eq(referralDocuments.referralId, referralId));
  /** Files the storage adapter holds for a referral. */
  const storedFiles = (uuid: string) => {
    try {
      return readdirSync(path.join(t.deps.config.filesDir, 'referrals', uuid));
    } catch {
      return [];
    }
  };
  const setStatus = (id: number, status: string) =>
    t.db.update(referrals).set({ status }).where(eq(referrals.id, id));

  beforeAll(async () => {
    pdf = await pdfWithPages(1);
    const probe = await createReferral(t, { providerLastname: 'Patel' });
    const names = await t.db
      .select({ id: documents.id, name: documents.name })
      .from(providerDocuments)
      .innerJoin(documents, eq(documents.id, providerDocuments.documentId))
      .where(eq(providerDocuments.providerId, probe.providerId!));
    for (const d of names) docIds.set(d.name, String(d.id));
  });

  it('stores a file for a provider document with its hash, size and uploader', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    const res = await upload(agents.psr, r.uuid, [{ filename: 'card.pdf', content: pdf }], {
      document_id: docIds.get('Insurance Card')!,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REFERRAL_MSG.uploadOk);
    const [doc] = res.body.documents;
    expect(doc).toMatchObject({
      name: 'card.pdf',
      referral_document_name: 'Insurance Card',
      document_id: docIds.get('Insurance Card'),
      type: 'internal',
      size: pdf.length,
      content_type: 'application/pdf',
      sha256: sha256Of(pdf),
      url: `/api/referrals/${r.uuid}/documents/${doc!.uuid}`,
    });
    const [row] = await rowsOf(r.id);
    const [me] = await t.db.select().from(users).where(eq(users.email, PERSONAS.northsidePsr));
    expect(row).toMatchObject({ sha256: sha256Of(pdf), size: pdf.length, uploadedById: me!.id });
    expect(row!.storageKey.startsWith(`referrals/${r.uuid}/`)).toBe(true);
    expect(storedFiles(r.uuid)).toHaveLength(1);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'referral.document.uploaded'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ subjectId: r.uuid, actorUserId: me!.id });
  });

  it('names misc files by the typed name with the extension re-appended', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    const typed = await upload(
      agents.psr,
      r.uuid,
      [{ filename: 'scan-0001.pdf', content: pdf }],
      { type: 'internal', use_filename: 'Lab summary' },
      'multiple_type/documents',
    );
    expect(typed.status).toBe(200);
    expect(typed.body.documents[0]).toMatchObject({
      name: 'Lab summary.pdf',
      referral_document_name: 'misc',
      document_id: null,
    });
    expect(typed.body.document_ids).toEqual([typed.body.documents[0]!.uuid]);
    // Through the provider's own 'misc' document, an already typed extension is kept once.
    const viaMisc = await upload(
      agents.psr,
      r.uuid,
      [{ filename: 'photo.JPG', content: await jpegImage() }],
      { document_id: docIds.get('misc')!, use_filename: 'Wound.jpg' },
      'multiple_type/documents',
    );
    expect(viaMisc.body.documents[0]).toMatchObject({
      name: 'Wound.JPG',
      referral_document_name: 'misc',
      content_type: 'image/jpeg',
    });
    // Without a typed name the original name stays; fields may follow the files.
    const plain = await upload(agents.psr, r.uuid, [
      { filename: 'C:\\scans\\notes.pdf', content: pdf },
    ]);
    expect(plain.body.documents[0]!.name).toBe('notes.pdf');
  });

  it('accepts 10 files at once and refuses 11, keeping nothing of the refused request', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    const ten = Array.from({ length: 10 }, (_, i) => ({ filename: `f${i}.pdf`, content: pdf }));
    const ok = await upload(agents.psr, r.uuid, ten);
    expect(ok.status).toBe(200);
    expect(ok.body.documents).toHaveLength(10);
    const eleven = [...ten, { filename: 'f10.pdf', content: pdf }];
    const refused = await upload(agents.psr, r.uuid, eleven);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(REFERRAL_MSG_SERVER.tooManyFiles);
    expect(await rowsOf(r.id)).toHaveLength(10);
    expect(storedFiles(r.uuid)).toHaveLength(10);
  });

  it('accepts a file of exactly 50,000,000 bytes and refuses one byte more', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    const exact = pdfLikeStream(UPLOAD_MAX_BYTES);
    const ok = await upload(agents.psr, r.uuid, [{ filename: 'big.pdf', content: exact.chunks }]);
    expect(ok.status).toBe(200);
    expect(ok.body.documents[0]).toMatchObject({ size: UPLOAD_MAX_BYTES, sha256: exact.sha256() });
    const over = pdfLikeStream(UPLOAD_MAX_BYTES + 1);
    const refused = await upload(agents.psr, r.uuid, [
      { filename: 'small.pdf', content: pdf },
      { filename: 'bigger.pdf', content: over.chunks },
    ]);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(REFERRAL_MSG_SERVER.fileTooLarge);
    expect(await rowsOf(r.id)).toHaveLength(1);
    expect(storedFiles(r.uuid)).toHaveLength(1);
  }, 60_000);

  it('decides the type by content, and the extension must agree with it', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    const png = await pngImage();
    const refusedCases: UploadFile[] = [
      { filename: 'notes.pdf', content: Buffer.from('just some text, not a PDF') },
      { filename: 'setup.pdf', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) },
      { filename: 'setup.exe', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) },
      { filename: 'image.pdf', content: png },
      { filename: 'noextension', content: pdf },
      { filename: 'empty.pdf', content: Buffer.alloc(0) },
    ];
    for (const file of refusedCases) {
      const res = await upload(agents.psr, r.uuid, [file]);
      expect(res.status, file.filename).toBe(422);
      expect(res.body.message, file.filename).toBe(REFERRAL_MSG_SERVER.wrongType);
    }
    const accepted = await upload(agents.psr, r.uuid, [
      { filename: 'a.png', content: png },
      { filename: 'b.jpeg', content: await jpegImage() },
      { filename: 'c.tif', content: await tiffImage(2) },
      { filename: 'd.TIFF', content: await tiffImage(1) },
    ]);
    expect(accepted.status).toBe(200);
    expect(accepted.body.documents.map((d) => d.content_type)).toEqual([
      'image/png',
      'image/jpeg',
      'image/tiff',
      'image/tiff',
    ]);
    expect(storedFiles(r.uuid), storedFiles(r.uuid).join()).toHaveLength(4);
  });

  it('inspects zip files: accepted documents only, within the entry and size caps', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    const good = zipOf([
      { name: 'labs/result.pdf', data: pdf, deflate: true },
      { name: 'labs/', data: Buffer.alloc(0) },
      { name: 'photo.png', data: await pngImage() },
    ]);
    const ok = await upload(agents.psr, r.uuid, [{ filename: 'labs.zip', content: good }]);
    expect(ok.status).toBe(200);
    expect(ok.body.documents[0]!.content_type).toBe('application/zip');

    const cases: [string, Buffer, number, string][] = [
      [
        'too many entries',
        zipOf(
          Array.from({ length: ZIP_MAX_ENTRIES + 1 }, (_, i) => ({ name: `p${i}.pdf`, data: pdf })),
        ),
        413,
        REFERRAL_MSG_SERVER.zipTooLarge,
      ],
      [
        'too much data',
        zipOf([{ name: 'huge.pdf', data: pdf, declaredSize: ZIP_MAX_UNCOMPRESSED_BYTES + 1 }]),
        413,
        REFERRAL_MSG_SERVER.zipTooLarge,
      ],
      [
        'nested zip',
        zipOf([{ name: 'inner.zip', data: good }]),
        422,
        REFERRAL_MSG_SERVER.wrongType,
      ],
      [
        'executable',
        zipOf([{ name: 'run.exe', data: Buffer.from('MZ') }]),
        422,
        REFERRAL_MSG_SERVER.wrongType,
      ],
      [
        'disguised entry',
        zipOf([{ name: 'report.pdf', data: Buffer.from('plain text'), deflate: true }]),
        422,
        REFERRAL_MSG_SERVER.wrongType,
      ],
      [
        'broken zip',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
        422,
        DOCUMENTS_MSG.unreadableZip,
      ],
    ];
    for (const [label, zip, status, message] of cases) {
      const res = await upload(agents.psr, r.uuid, [{ filename: 'bundle.zip', content: zip }]);
      expect(res.status, label).toBe(status);
      expect(res.body.message, label).toBe(message);
    }
    expect(storedFiles(r.uuid)).toHaveLength(1);
  });

  it('refuses a document the provider does not ask for, and keeps nothing', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    const [other] = await t.db.select().from(documents).where(eq(documents.name, 'Imaging Order'));
    const res = await upload(agents.psr, r.uuid, [{ filename: 'order.pdf', content: pdf }], {
      document_id: String(other!.id),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ document_id: [DOCUMENTS_MSG.unknownDocument] });
    expect(storedFiles(r.uuid)).toHaveLength(0);
    const none = await upload(agents.psr, r.uuid, []);
    expect(none.status).toBe(422);
  });

  it('serves a download as an attachment with a safely encoded name', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    const up = await upload(
      agents.psr,
      r.uuid,
      [{ filename: 'x.pdf', content: pdf }],
      { use_filename: 'Résumé "final"\r\nX-Evil: 1' },
      'multiple_type/documents',
    );
    const doc = up.body.documents[0]!;
    const res = await agents.psr.download(doc.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _final_X-Evil: 1.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22X-Evil%3A%201.pdf`,
    );
    expect(res.rawPayload.equals(pdf)).toBe(true);
    const [read] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'referral.document.read'), eq(auditLog.subjectId, r.uuid)));
    expect(read?.details).toEqual({ document_uuid: doc.uuid });
  });

  it('lists to every viewer, and lets the referrer upload after sending only in open statuses', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    await upload(agents.psr, r.uuid, [{ filename: 'card.pdf', content: pdf }], {
      document_id: docIds.get('Insurance Card')!,
    });
    // A draft is the referring clinic's alone.
    expect((await agents.lakePsr.request('GET', `/api/referrals/${r.uuid}/documents`)).status).toBe(
      404,
    );
    await setStatus(r.id, 'sent');
    const rest = await agents.lakePsr.request<{ documents: UploadedDoc[] }>(
      'GET',
      `/api/referrals/${r.uuid}/documents`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.documents.map((d) => d.name)).toEqual(['card.pdf']);
    const gql = await agents.nurse.graphql<{ referral_documents: UploadedDoc[] }>(LIST, {
      u: r.uuid,
    });
    expect(gql.data?.referral_documents).toEqual(rest.body.documents);
    const file = await agents.lakePsr.request('GET', rest.body.documents[0]!.url);
    expect(file.status).toBe(200);

    expect(
      (await upload(agents.psr, r.uuid, [{ filename: 'more.pdf', content: pdf }])).status,
    ).toBe(200);
    await setStatus(r.id, 'declined');
    const locked = await upload(agents.psr, r.uuid, [{ filename: 'late.pdf', content: pdf }]);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(DOCUMENTS_MSG.locked);
    // The receiving clinic never uploads through the referrer's route.
    await setStatus(r.id, 'sent');
    expect(
      (await upload(agents.lakePsr, r.uuid, [{ filename: 'r.pdf', content: pdf }])).status,
    ).toBe(404);
  });

  it('soft-deletes a document for the referrer only', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    const up = await upload(agents.psr, r.uuid, [{ filename: 'card.pdf', content: pdf }]);
    const doc = up.body.documents[0]!;
    await setStatus(r.id, 'sent');
    const byReceiver = await agents.lakePsr.graphql(DELETE, { u: r.uuid, d: doc.uuid });
    expect(byReceiver.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    const byNurse = await agents.nurse.graphql(DELETE, { u: r.uuid, d: doc.uuid });
    expect(byNurse.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const res = await agents.psr.graphql<{ delete_referral_document: boolean }>(DELETE, {
      u: r.uuid,
      d: doc.uuid,
    });
    expect(res.data?.delete_referral_document).toBe(true);
    const [row] = await rowsOf(r.id);
    expect(row!.deletedAt).not.toBeNull();
    expect(
      (await agents.psr.graphql<{ referral_documents: UploadedDoc[] }>(LIST, { u: r.uuid })).data,
    ).toEqual({
      referral_documents: [],
    });
    expect((await agents.psr.request('GET', doc.url)).status).toBe(404);
    const again = await agents.psr.graphql(DELETE, { u: r.uuid, d: doc.uuid });
    expect(again.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });

  it('is not found for another clinic and forbidden to staff without SEND_REFERRAL', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel', status: 'sent' });
    const up = await upload(agents.psr, r.uuid, [{ filename: 'card.pdf', content: pdf }]);
    const doc = up.body.documents[0]!;
    expect(
      (await agents.riverPsr.request('GET', `/api/referrals/${r.uuid}/documents`)).status,
    ).toBe(404);
    expect((await agents.riverPsr.request('GET', doc.url)).status).toBe(404);
    const riverUpload = await upload(agents.riverPsr, r.uuid, [
      { filename: 'x.pdf', content: pdf },
    ]);
    expect(riverUpload.status).toBe(404);
    const riverDelete = await agents.riverPsr.graphql(DELETE, { u: r.uuid, d: doc.uuid });
    expect(riverDelete.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    const riverList = await agents.riverPsr.graphql(LIST, { u: r.uuid });
    expect(riverList.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');

    const nurseUpload = await upload(agents.nurse, r.uuid, [{ filename: 'x.pdf', content: pdf }]);
    expect(nurseUpload.status).toBe(403);
    expect((await agents.nurse.request('GET', `/api/referrals/${r.uuid}/documents`)).status).toBe(
      200,
    );
    expect(storedFiles(r.uuid)).toHaveLength(1);
  });

  it('adds documents to the Referral object', async () => {
    const r = await createReferral(t, { providerLastname: 'Patel' });
    const up = await upload(agents.psr, r.uuid, [{ filename: 'card.pdf', content: pdf }]);
    const res = await agents.psr.graphql<{ referral: { documents: UploadedDoc[] } }>(
      `query($u: String!) { referral(uuid: $u) { documents { uuid name referral_document_name } } }`,
      { u: r.uuid },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.referral.documents).toEqual([
      { uuid: up.body.documents[0]!.uuid, name: 'card.pdf', referral_document_name: 'misc' },
    ]);
  });
});
