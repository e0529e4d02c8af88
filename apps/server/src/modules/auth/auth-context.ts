import type { RequestDeps } from '../../request-deps.js';

/** What an authentication action needs: no actor yet, so it works on the system handle. */
export interface AuthContext {
  deps: RequestDeps;
  ip: string;
  userAgent: string | undefined;
  /** The browser's known-device cookie as sent (known-device.ts); checked against the account. */
  knownDevice: string | undefined;
  requestId: string;
  now: Date;
}
