import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_RINGCENTRAL_TOKEN = 'rc-access-token-0123456789';

/** A received fax the fake holds: its message and the document behind the attachment URL. */
export interface FakeReceivedFax {
  id: string;
  attachmentId: string;
  document: Buffer;
  contentType: 'application/pdf' | 'image/tiff';
  from: string;
  location: string | null;
  to: string;
  subject: string | null;
  pages: number;
  creationTime: Date;
}

export interface FakeRingCentralRequest {
  method: string;
  path: string;
  /** Whether the bearer token was the expected one. */
  authorized: boolean;
}

/**
 * A loopback stand-in for RingCentral's message store: received faxes with their attachments at
 * `/restapi/v1.0/account/~/extension/~/message-store/{id}/content/{attachmentId}` (Bearer token),
 * and the webhook notification a subscription would deliver for one (`notification`).
 */
export class FakeRingCentral {
  readonly requests: FakeRingCentralRequest[] = [];
  readonly faxes = new Map<string, FakeReceivedFax>();
  private server: Server | undefined;
  private nextId = 8001;
  base = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** A fax arrives at the provider. */
  receive(
    fax: Partial<Omit<FakeReceivedFax, 'id' | 'attachmentId'>> & Pick<FakeReceivedFax, 'document'>,
  ): FakeReceivedFax {
    const id = String(this.nextId++);
    const received: FakeReceivedFax = {
      id,
      attachmentId: `${id}1`,
      contentType: 'application/pdf',
      from: '+17735550142',
      location: 'Chicago, IL',
      to: '+13125550201',
      subject: 'Referral',
      pages: 1,
      creationTime: new Date(),
      ...fax,
    };
    this.faxes.set(id, received);
    return received;
  }

  messageUri(fax: Pick<FakeReceivedFax, 'id'>): string {
    return `${this.base}/restapi/v1.0/account/~/extension/~/message-store/${fax.id}`;
  }

  /** The message-store event RingCentral posts for a received fax. */
  notification(
    fax: FakeReceivedFax,
    attachmentUri = `${this.messageUri(fax)}/content/${fax.attachmentId}`,
  ) {
    return {
      uuid: `evt-${fax.id}`,
      event: '/restapi/v1.0/account/~/extension/~/fax?direction=Inbound',
      timestamp: new Date().toISOString(),
      subscriptionId: 'sub-1',
      body: {
        id: fax.id,
        uri: this.messageUri(fax),
        type: 'Fax',
        direction: 'Inbound',
        subject: fax.subject,
        from: { phoneNumber: fax.from, location: fax.location },
        to: [{ phoneNumber: fax.to }],
        faxPageCount: fax.pages,
        creationTime: fax.creationTime.toISOString(),
        attachments: [{ id: fax.attachmentId, uri: attachmentUri, contentType: fax.contentType }],
      },
    };
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const authorized = req.headers.authorization === `Bearer ${FAKE_RINGCENTRAL_TOKEN}`;
    this.requests.push({ method: req.method ?? '', path: url.pathname, authorized });
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (!authorized) return json(401, { errorCode: 'AGW-401', message: 'Authorization required' });
    const m =
      /^\/restapi\/v1\.0\/account\/~\/extension\/~\/message-store\/(\d+)\/content\/(\d+)$/.exec(
        url.pathname,
      );
    const fax = m ? this.faxes.get(m[1]!) : undefined;
    if (req.method !== 'GET' || !fax || fax.attachmentId !== m?.[2]) {
      return json(404, { errorCode: 'CMN-102', message: 'Resource not found' });
    }
    res.writeHead(200, { 'content-type': fax.contentType }).end(fax.document);
  }
}
