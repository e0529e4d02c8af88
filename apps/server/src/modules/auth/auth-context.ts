import type { RequestDeps } from '../../request-deps.js';

/** What an authentication action needs: no actor yet, so it works on the system handle. */
export interface AuthContext {
  deps: RequestDeps;
  ip: string;
  userAgent: string | undefined;
  requestId: string;
  now: Date;
}
