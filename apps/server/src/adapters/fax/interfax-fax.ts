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
 * InterFAX REST for outbound faxes (DESIGN section 1): HTTP Basic authentication; send is
 * `POST /outbound/faxes?faxNumber=...` with the PDF as the body and answers 201 with the new fax
 * in `Location`; `GET /outbound/faxes/{id}` reads the outbound fax object; `POST
 * /outbound/faxes/{id}/resend` submits the stored fax again as a new fax.
 */
export function createInterfaxFax(opts: InterfaxOptions): FaxAdapter {
  const doFetch = opts.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${opts.username}:${opts.password}`).toString('base64')}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: Uint8Array) => {
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
