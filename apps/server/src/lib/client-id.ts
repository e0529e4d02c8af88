const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The browser tab behind a request: a random id the web app makes per tab and sends as the
 * X-Client-Id header (HTTP) or as `clientId` in the socket's connection parameters (a browser cannot
 * set headers on a WebSocket). It only lets a live view skip the echo of its own tab's writes, so it
 * is trusted for nothing else; anything not shaped like one is ignored.
 */
export function clientIdOf(value: unknown): string | null {
  return typeof value === 'string' && CLIENT_ID.test(value) ? value : null;
}
