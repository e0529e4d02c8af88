import { BodyTooLargeError, readCappedBody } from '../../lib/read-capped.js';
import type { FaxAdapter, FaxReport, FaxStatus } from './fax.js';

export interface InterfaxOptions {
  username: string;
  password: string;
  /** https://rest.interfax.net, or a loopback fake in tests. */
  apiBase: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** An InterFAX call that did not give the answer we need; the message holds no fax content. */
export class InterfaxError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'InterfaxError';
  }
}

/** The fields of InterFAX's outbound fax object we read (GET /outbound/faxes/{id}). */
interface OutboundFax {
  id?: number | string;
  status?: number;
  pagesSent?: number;
  pagesSubmitted?: number;
  units?: number;
  costPerUnit?: number;
  submitTime?: string;
  completionTime?: string;
  attemptsMade?: number;
}

/** InterFAX status codes: 0 sent, positive a failure code, negative in progress (-3 dialling). */
export function interfaxStatus(code: number): FaxStatus {
  if (code === 0) return 'success';
  if (code > 0) return 'failure';
  return code === -3 ? 'sending' : 'queued';
}

/** Times come in GMT, usually without a zone designator ("2012-06-20T06:08:12"). */
export function interfaxTime(value: string | undefined): Date | null {
  if (!value) return null;
  const iso = /(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Maps the outbound fax object to our report (spec 3: pagesSent, units, costPerUnit...). */
export function toFaxReport(providerFaxId: string, fax: OutboundFax): FaxReport {
  const code = num(fax.status) ?? -1;
  const status = interfaxStatus(code);
  return {
    providerFaxId,
    status,
    pagesSent: num(fax.pagesSent) ?? 0,
    pageCount: num(fax.pagesSubmitted) ?? 0,
    units: num(fax.units),
    costPerUnit: num(fax.costPerUnit),
    submitTime: interfaxTime(fax.submitTime),
    completionTime:
      status === 'success' || status === 'failure' ? interfaxTime(fax.completionTime) : null,
    attemptsMade: num(fax.attemptsMade) ?? 0,
    error: status === 'failure' ? `InterFAX status ${code}` : null,
  };
}

/** The new fax's id from the Location header (".../outbound/faxes/854759652"). */
function idFromLocation(location: string | null): string {
  const id = location?.split('?')[0]?.split('/').filter(Boolean).at(-1);
  if (!id || !/^\d+$/.test(id)) throw new InterfaxError('InterFAX gave no fax id');
  return id;
}

/**
 * One authenticated InterFAX call (HTTP Basic); anything but a 2xx answer is an InterfaxError
 * whose message holds no fax content.
 */
function interfaxCaller(opts: InterfaxOptions) {
  const doFetch = opts.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${opts.username}:${opts.password}`).toString('base64')}`;
  return async (method: 'GET' | 'POST', path: string, body?: Uint8Array): Promise<Response> => {
    let res: Response;
    try {
      res = await doFetch(`${opts.apiBase}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/pdf' } : { 'content-length': '0' }),
        },
        // A copy typed as fetch wants it (an ArrayBuffer-backed view).
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
    } catch (e) {
      throw new InterfaxError(`InterFAX unreachable: ${(e as Error).name}`);
    }
    if (res.status >= 300) {
      // The body is not read into the message: it could echo the fax number.
      await res.body?.cancel();
      const why = res.status === 401 ? 'refused the credentials' : `answered ${res.status}`;
      throw new InterfaxError(`InterFAX ${why}`, res.status);
    }
    return res;
  };
}

/**
 * InterFAX REST for outbound faxes (DESIGN section 1): HTTP Basic authentication; send is
 * `POST /outbound/faxes?faxNumber=...` with the PDF as the body and answers 201 with the new fax
 * in `Location`; `GET /outbound/faxes/{id}` reads the outbound fax object; `POST
 * /outbound/faxes/{id}/resend` submits the stored fax again as a new fax.
 */
export function createInterfaxFax(opts: InterfaxOptions): FaxAdapter {
  const call = interfaxCaller(opts);
  const idPath = (id: string) => {
    if (!/^\d+$/.test(id)) throw new InterfaxError('not an InterFAX fax id');
    return `/outbound/faxes/${id}`;
  };

  return {
    kind: 'interfax',
    async send(req) {
      const query = new URLSearchParams({ faxNumber: req.to, reference: req.reference });
      const res = await call('POST', `/outbound/faxes?${query}`, req.pdf);
      await res.body?.cancel();
      return { providerFaxId: idFromLocation(res.headers.get('location')) };
    },
    async status(providerFaxId) {
      const res = await call('GET', idPath(providerFaxId));
      const fax = (await res.json().catch(() => null)) as OutboundFax | null;
      if (!fax || typeof fax !== 'object') throw new InterfaxError('InterFAX gave no fax object');
      return toFaxReport(providerFaxId, fax);
    },
    async resend(providerFaxId) {
      const res = await call('POST', `${idPath(providerFaxId)}/resend`);
      await res.body?.cancel();
      return { providerFaxId: idFromLocation(res.headers.get('location')) };
    },
  };
}

/** A fax in InterFAX's inbound list, as far as we read it. */
export interface InterfaxInboundFax {
  messageId: string;
  /** Our number it was sent to. */
  phoneNumber: string | null;
  /** The sender's number as the network gave it. */
  callerId: string | null;
  /** The sending machine's station id. */
  remoteCSID: string | null;
  pages: number | null;
  receiveTime: Date | null;
}

/** InterFAX's received faxes (the inbound part of the REST API). */
export interface InboundFaxBox {
  /** Faxes not marked read yet, oldest first, at most `limit`. */
  unread(limit: number): Promise<InterfaxInboundFax[]>;
  /** The fax document (TIFF or PDF, as the account is set up), at most `maxBytes`. */
  image(messageId: string, maxBytes: number): Promise<Buffer>;
  markRead(messageId: string): Promise<void>;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;

/**
 * InterFAX REST for inbound faxes: `GET /inbound/faxes?unreadOnly=true&limit=...` lists them,
 * `GET /inbound/faxes/{id}/image` is the document, `POST /inbound/faxes/{id}/mark?unread=false`
 * marks one read (so the next look does not list it again).
 */
export function createInterfaxInbound(opts: InterfaxOptions): InboundFaxBox {
  const call = interfaxCaller(opts);
  const idPath = (id: string) => {
    if (!/^\d{1,20}$/.test(id)) throw new InterfaxError('not an InterFAX message id');
    return `/inbound/faxes/${id}`;
  };
  return {
    async unread(limit) {
      const query = new URLSearchParams({ unreadOnly: 'true', limit: String(limit) });
      const res = await call('GET', `/inbound/faxes?${query}`);
      const list = (await res.json().catch(() => null)) as Record<string, unknown>[] | null;
      if (!Array.isArray(list)) throw new InterfaxError('InterFAX gave no inbound list');
      return list
        .map((f) => ({
          messageId: String(f.messageId ?? ''),
          phoneNumber: text(f.phoneNumber),
          callerId: text(f.callerId),
          remoteCSID: text(f.remoteCSID),
          pages: num(f.pages),
          receiveTime: interfaxTime(text(f.receiveTime) ?? undefined),
        }))
        .filter((f) => /^\d{1,20}$/.test(f.messageId));
    },
    async image(messageId, maxBytes) {
      const res = await call('GET', `${idPath(messageId)}/image`);
      try {
        return await readCappedBody(res, maxBytes);
      } catch (e) {
        if (e instanceof BodyTooLargeError) throw new InterfaxError('InterFAX fax image too large');
        throw new InterfaxError('InterFAX fax image unreadable');
      }
    },
    async markRead(messageId) {
      const res = await call('POST', `${idPath(messageId)}/mark?unread=false`);
      await res.body?.cancel();
    },
  };
}
