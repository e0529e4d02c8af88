/**
 * This tab's id, sent with every request (X-Client-Id, and the socket's connection parameters):
 * the server leaves out of this tab's live views the echo of changes this tab made itself, whose
 * answers already updated the page.
 */
export const CLIENT_ID = `tab-${crypto.randomUUID()}`;
