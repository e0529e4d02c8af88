/**
 * A browser tab's id: the web app makes one per tab and sends it with every HTTP request (this
 * header) and in the socket's connection parameters (`clientId`: a browser cannot set headers on a
 * WebSocket). The server names it as the origin of the events a request causes, so that tab's own
 * live view can skip the echo of a change whose answer it already has. Trusted for nothing else.
 */
export const CLIENT_ID_HEADER = 'x-client-id';
export const CLIENT_ID_PARAM = 'clientId';

const CLIENT_ID_SHAPE = /^[A-Za-z0-9-]{8,64}$/;

/** The value as a tab id, or null when it is not shaped like one (it is then ignored). */
export function clientIdOf(value: unknown): string | null {
  return typeof value === 'string' && CLIENT_ID_SHAPE.test(value) ? value : null;
}
