import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMapboxRequest {
  path: string;
  params: Record<string, string>;
}

/**
 * A loopback stand-in for Mapbox Address Autofill: GET /autofill/v1/suggest/{text} answered in
 * Mapbox's response shape ({ suggestions: [...], attribution }). Tests set `status` to make it fail.
 */
export class FakeMapbox {
  readonly requests: FakeMapboxRequest[] = [];
  status = 200;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    this.requests.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) });
    const prefix = '/autofill/v1/suggest/';
    if (req.method !== 'GET' || !url.pathname.startsWith(prefix)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
      return;
    }
    if (url.searchParams.get('access_token') !== 'pk.test-token') {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"message":"Not Authorized - Invalid Token"}');
      return;
    }
    if (this.status !== 200) {
      res
        .writeHead(this.status, { 'content-type': 'application/json' })
        .end('{"message":"Server Error"}');
      return;
    }
    const text = decodeURIComponent(url.pathname.slice(prefix.length));
    const body = {
      suggestions: [
        {
          feature_name: `${text} Main St`,
          matching_name: `${text} Main St`,
          description: 'Springfield, Illinois 62701, United States',
          address_line1: `${text} Main St`,
          address_level1: 'IL',
          address_level2: 'Springfield',
          postcode: '62701',
          country: 'United States',
          country_code: 'us',
          full_address: `${text} Main St, Springfield, Illinois 62701, United States`,
          language: 'en',
          action: { id: 'opaque-id' },
        },
        {
          address_line1: `${text} Oak Ave`,
          place: 'Chicago',
          region: { name: 'Illinois', region_code: 'IL' },
          postcode: '60601',
          full_address: `${text} Oak Ave, Chicago, Illinois 60601, United States`,
        },
      ],
      attribution: '© 2026 Mapbox and its suppliers. All rights reserved.',
      version: '1.0.0',
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}
