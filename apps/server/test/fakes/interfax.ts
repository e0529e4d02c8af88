import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';

export interface FakeInterfaxRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  contentType: string | undefined;
  /** Whether the Basic credentials were the expected ones. */
  authorized: boolean;
  bodyBytes: number;
}

/** A fax the fake holds, in the shape of InterFAX's outbound fax object. */
export interface FakeFax {
  id: number;
  faxNumber: string;
  reference: string | null;
  pdf: Buffer;
  status: number;
  pagesSubmitted: number;
  pagesSent: number;
  attemptsMade: number;
  units: number | null;
  costPerUnit: number | null;
  submitTime: Date;
  completionTime: Date | null;
  resentFrom: number | null;
}

/** A received fax in the fake's inbound box (InterFAX's inbound fax object and its image). */
export interface FakeInboundFax {
  messageId: number;
  /** Our number it was sent to. */
  phoneNumber: string;
  callerId: string;
  remoteCSID: string;
  pages: number;
  receiveTime: Date;
  image: Buffer;
  imageType: 'application/pdf' | 'image/tiff';
  unread: boolean;
}

export const FAKE_INTERFAX_USER = 'ifx-user';
export const FAKE_INTERFAX_PASSWORD = 'ifx-password';

/** InterFAX writes times in GMT without a zone designator. */
const gmt = (d: Date) => d.toISOString().slice(0, 19);

/**
 * A loopback stand-in for InterFAX's outbound REST API (HTTP Basic): POST /outbound/faxes
 * (PDF body, 201 + Location), GET /outbound/faxes/{id}, POST /outbound/faxes/{id}/resend.
 * Faxes stay in progress until the test moves them (`progress`, `succeed`, `fail`).
 */
export class FakeInterfax {
  readonly requests: FakeInterfaxRequest[] = [];
  readonly faxes = new Map<number, FakeFax>();
  /** Received faxes (GET /inbound/faxes, .../image, .../mark). */
  readonly inbound = new Map<number, FakeInboundFax>();
  private nextMessageId = 1053301;
  /** Set to make the next calls fail with this HTTP status. */
  failWith: number | null = null;
  private nextId = 279415116;
  private server: Server | undefined;
  private base = '';

  constructor(private readonly now: () => Date = () => new Date()) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The newest fax (the last submission or re-send). */
  last(): FakeFax {
    const fax = [...this.faxes.values()].at(-1);
    if (!fax) throw new Error('no fax submitted to the fake InterFAX');
    return fax;
  }

  /** Dialling: status -3 with some pages through. */
  progress(id: number, pagesSent = 0): void {
    Object.assign(this.fax(id), { status: -3, pagesSent, attemptsMade: 1 });
  }

  succeed(id: number, opts: { attempts?: number } = {}): void {
    const fax = this.fax(id);
    Object.assign(fax, {
      status: 0,
      pagesSent: fax.pagesSubmitted,
      attemptsMade: opts.attempts ?? 1,
      units: fax.pagesSubmitted,
      costPerUnit: 0.1,
      completionTime: this.now(),
    });
  }

  /** A failure code (InterFAX: positive), e.g. 6030 busy, after some attempts. */
  fail(id: number, code = 6030, attempts = 3): void {
    Object.assign(this.fax(id), {
      status: code,
      attemptsMade: attempts,
      completionTime: this.now(),
    });
  }

  /** A fax arrives in the inbound box, unread. */
  receive(
    fax: Partial<Omit<FakeInboundFax, 'messageId' | 'unread'>> & Pick<FakeInboundFax, 'image'>,
  ): FakeInboundFax {
    const received: FakeInboundFax = {
      messageId: this.nextMessageId++,
      phoneNumber: '3125550201',
      callerId: '7735550142',
      remoteCSID: 'CITY CLINIC',
      pages: 1,
      receiveTime: this.now(),
      imageType: 'application/pdf',
      unread: true,
      ...fax,
    };
    this.inbound.set(received.messageId, received);
    return received;
  }

  fax(id: number): FakeFax {
    const fax = this.faxes.get(id);
    if (!fax) throw new Error(`fake InterFAX has no fax ${id}`);
    return fax;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const expected = `Basic ${Buffer.from(`${FAKE_INTERFAX_USER}:${FAKE_INTERFAX_PASSWORD}`).toString('base64')}`;
    const authorized = req.headers.authorization === expected;
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      contentType: req.headers['content-type'],
      authorized,
      bodyBytes: body.length,
    });
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'text/json' }).end(JSON.stringify(value));
    if (!authorized) return json(401, { code: -1003, message: 'Authentication failed' });
    if (this.failWith) return json(this.failWith, { code: -150, message: 'Internal error' });

    if (url.pathname.startsWith('/inbound/')) return this.handleInbound(req, res, url);
    const one = /^\/outbound\/faxes\/(\d+)(\/resend)?$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/outbound/faxes') {
      const faxNumber = url.searchParams.get('faxNumber');
      if (!faxNumber || req.headers['content-type'] !== 'application/pdf' || body.length === 0) {
        return json(400, { code: -112, message: 'Bad request' });
      }
      const pages = await PDFDocument.load(body)
        .then((d) => d.getPageCount())
        .catch(() => 0);
      if (pages === 0) return json(415, { code: -1004, message: 'Unsupported file' });
      const fax = this.create(faxNumber, url.searchParams.get('reference'), body, pages, null);
      return this.created(res, fax.id);
    }
    if (req.method === 'POST' && one?.[2]) {
      const original = this.faxes.get(Number(one[1]));
      if (!original) return json(404, { code: -1062, message: 'Transaction not found' });
      const fax = this.create(
        original.faxNumber,
        original.reference,
        original.pdf,
        original.pagesSubmitted,
        original.id,
      );
      return this.created(res, fax.id);
    }
    if (req.method === 'GET' && one && !one[2]) {
      const fax = this.faxes.get(Number(one[1]));
      if (!fax) return json(404, { code: -1062, message: 'Transaction not found' });
      return json(200, this.outboundFax(fax));
    }
    return json(404, { code: -1, message: 'Not found' });
  }

  private handleInbound(req: IncomingMessage, res: ServerResponse, url: URL) {
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'text/json' }).end(JSON.stringify(value));
    if (req.method === 'GET' && url.pathname === '/inbound/faxes') {
      const unreadOnly = url.searchParams.get('unreadOnly') === 'true';
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const list = [...this.inbound.values()]
        .filter((f) => !unreadOnly || f.unread)
        .slice(0, limit)
        .map((f) => ({
          userId: FAKE_INTERFAX_USER,
          messageId: f.messageId,
          phoneNumber: f.phoneNumber,
          remoteCSID: f.remoteCSID,
          messageStatus: 0,
          pages: f.pages,
          messageSize: f.image.length,
          messageType: 1,
          receiveTime: gmt(f.receiveTime),
          callerId: f.callerId,
          messageRecordingDuration: 30,
        }));
      return json(200, list);
    }
    const one = /^\/inbound\/faxes\/(\d+)\/(image|mark)$/.exec(url.pathname);
    const fax = one ? this.inbound.get(Number(one[1])) : undefined;
    if (!one || !fax) return json(404, { code: -1062, message: 'Message not found' });
    if (req.method === 'GET' && one[2] === 'image') {
      return res.writeHead(200, { 'content-type': fax.imageType }).end(fax.image);
    }
    if (req.method === 'POST' && one[2] === 'mark') {
      fax.unread = url.searchParams.get('unread') === 'true';
      return res.writeHead(200).end();
    }
    return json(404, { code: -1, message: 'Not found' });
  }

  private create(
    faxNumber: string,
    reference: string | null,
    pdf: Buffer,
    pages: number,
    resentFrom: number | null,
  ) {
    const fax: FakeFax = {
      id: this.nextId++,
      faxNumber,
      reference,
      pdf,
      status: -2,
      pagesSubmitted: pages,
      pagesSent: 0,
      attemptsMade: 0,
      units: null,
      costPerUnit: null,
      submitTime: this.now(),
      completionTime: null,
      resentFrom,
    };
    this.faxes.set(fax.id, fax);
    return fax;
  }

  private created(res: ServerResponse, id: number) {
    res.writeHead(201, { location: `${this.base}/outbound/faxes/${id}` }).end();
  }

  private outboundFax(fax: FakeFax) {
    return {
      id: fax.id,
      uri: `${this.base}/outbound/faxes/${fax.id}`,
      status: fax.status,
      userId: FAKE_INTERFAX_USER,
      pagesSent: fax.pagesSent,
      completionTime: fax.completionTime ? gmt(fax.completionTime) : undefined,
      remoteCSID: fax.status === 0 ? 'VALLEY ORTHO' : undefined,
      duration: fax.status === 0 ? 41 : 0,
      priority: 2,
      units: fax.units ?? undefined,
      costPerUnit: fax.costPerUnit ?? undefined,
      attemptsMade: fax.attemptsMade,
      pageSize: 'A4',
      pageOrientation: 'Portrait',
      pageResolution: 'Fine',
      rendering: 'Bw',
      senderCSID: 'REFERRALHUB',
      subject: fax.reference ?? '',
      destinationFax: fax.faxNumber,
      submitTime: gmt(fax.submitTime),
      pagesSubmitted: fax.pagesSubmitted,
      attemptsToPerform: 3,
      contact: '',
    };
  }
}
