import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_INTERFAX_PASSWORD,
  FAKE_INTERFAX_USER,
  FakeInterfax,
} from '../../../test/fakes/interfax.js';
import {
  createInterfaxFax,
  createInterfaxInbound,
  interfaxStatus,
  interfaxTime,
  InterfaxError,
} from './interfax-fax.js';

async function twoPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.addPage();
  return doc.save();
}

describe('InterFAX outbound adapter', () => {
  const fake = new FakeInterfax();
  let apiBase: string;
  beforeAll(async () => {
    apiBase = await fake.start();
  });
  afterAll(() => fake.stop());
  const adapter = () =>
    createInterfaxFax({ username: FAKE_INTERFAX_USER, password: FAKE_INTERFAX_PASSWORD, apiBase });

  it('submits the PDF and follows the fax to success', async () => {
    const pdf = await twoPagePdf();
    const { providerFaxId } = await adapter().send({
      to: '0016305550401',
      pdf,
      pages: 2,
      reference: 'fax-uuid-1',
    });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/outbound/faxes',
      params: { faxNumber: '0016305550401', reference: 'fax-uuid-1' },
      contentType: 'application/pdf',
      authorized: true,
      bodyBytes: pdf.byteLength,
    });
    expect(providerFaxId).toBe(String(fake.last().id));

    const queued = await adapter().status(providerFaxId);
    expect(queued).toMatchObject({ status: 'queued', pagesSent: 0, pageCount: 2, error: null });
    expect(queued.completionTime).toBeNull();

    fake.progress(Number(providerFaxId), 1);
    expect(await adapter().status(providerFaxId)).toMatchObject({
      status: 'sending',
      pagesSent: 1,
    });

    fake.succeed(Number(providerFaxId));
    const done = await adapter().status(providerFaxId);
    expect(done).toMatchObject({
      status: 'success',
      pagesSent: 2,
      pageCount: 2,
      units: 2,
      costPerUnit: 0.1,
      attemptsMade: 1,
      error: null,
    });
    expect(done.submitTime).toBeInstanceOf(Date);
    expect(done.completionTime).toBeInstanceOf(Date);
  });

  it('reports a failure code and re-sends as a new fax', async () => {
    const { providerFaxId } = await adapter().send({
      to: '0016305550401',
      pdf: await twoPagePdf(),
      pages: 2,
      reference: 'fax-uuid-2',
    });
    fake.fail(Number(providerFaxId), 6030, 3);
    expect(await adapter().status(providerFaxId)).toMatchObject({
      status: 'failure',
      attemptsMade: 3,
      error: 'InterFAX status 6030',
    });
    const again = await adapter().resend(providerFaxId);
    expect(again.providerFaxId).not.toBe(providerFaxId);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/outbound/faxes/${providerFaxId}/resend`,
      authorized: true,
    });
    expect(fake.fax(Number(again.providerFaxId)).resentFrom).toBe(Number(providerFaxId));
  });

  it('refuses wrong credentials and provider errors without echoing their content', async () => {
    const wrong = createInterfaxFax({ username: 'x', password: 'y', apiBase });
    await expect(wrong.status(String(fake.last().id))).rejects.toThrow(
      new InterfaxError('InterFAX refused the credentials', 401),
    );
    fake.failWith = 500;
    try {
      await expect(
        adapter().send({ to: '0016305550401', pdf: await twoPagePdf(), pages: 2, reference: 'r' }),
      ).rejects.toThrow('InterFAX answered 500');
    } finally {
      fake.failWith = null;
    }
    await expect(adapter().status('../admin')).rejects.toThrow('not an InterFAX fax id');
  });

  it('maps status codes and GMT times', () => {
    expect([0, 12, 6030, -1, -2, -3, -11, -22].map(interfaxStatus)).toEqual([
      'success',
      'failure',
      'failure',
      'queued',
      'queued',
      'sending',
      'queued',
      'queued',
    ]);
    expect(interfaxTime('2012-06-20T06:08:12')?.toISOString()).toBe('2012-06-20T06:08:12.000Z');
    expect(interfaxTime('2012-06-20T06:08:12Z')?.toISOString()).toBe('2012-06-20T06:08:12.000Z');
    expect(interfaxTime(undefined)).toBeNull();
    expect(interfaxTime('soon')).toBeNull();
  });
});

describe('InterFAX inbound adapter', () => {
  const fake = new FakeInterfax();
  let apiBase: string;
  beforeAll(async () => {
    apiBase = await fake.start();
  });
  afterAll(() => fake.stop());
  const box = (password = FAKE_INTERFAX_PASSWORD) =>
    createInterfaxInbound({ username: FAKE_INTERFAX_USER, password, apiBase });

  it('lists unread faxes, reads an image and marks a fax read', async () => {
    const pdf = Buffer.from(await twoPagePdf());
    const received = fake.receive({ image: pdf, pages: 2, callerId: '+17735550142' });
    const [listed] = await box().unread(10);
    expect(listed).toEqual({
      messageId: String(received.messageId),
      phoneNumber: received.phoneNumber,
      callerId: '+17735550142',
      remoteCSID: received.remoteCSID,
      pages: 2,
      receiveTime: new Date(Math.floor(received.receiveTime.getTime() / 1000) * 1000),
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/inbound/faxes',
      params: { unreadOnly: 'true', limit: '10' },
      authorized: true,
    });
    expect(Buffer.compare(await box().image(listed!.messageId, 10_000_000), pdf)).toBe(0);
    await box().markRead(listed!.messageId);
    expect(received.unread).toBe(false);
    expect(await box().unread(10)).toEqual([]);
  });

  it('refuses an image larger than asked for and ids that are not InterFAX ids', async () => {
    const received = fake.receive({ image: Buffer.alloc(2048, 1) });
    await expect(box().image(String(received.messageId), 1024)).rejects.toBeInstanceOf(
      InterfaxError,
    );
    await expect(box().image('../outbound/faxes', 1024)).rejects.toBeInstanceOf(InterfaxError);
    await expect(box('wrong').unread(10)).rejects.toMatchObject({ httpStatus: 401 });
  });
});
