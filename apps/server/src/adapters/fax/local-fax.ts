import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';
import type { FaxAdapter, FaxReport } from './fax.js';

/** The simulated timeline: queued for 3 s, sending for 10 s, then done. */
export const LOCAL_FAX_TIMELINE = { queuedMs: 3_000, sendingMs: 10_000, attempts: 3 } as const;
/** Numbers ending in 0000 are "busy": the simulation fails them after three attempts. */
const FAILING = /0000$/;

/**
 * The local default: no network. The fax id encodes when it was submitted, its pages and whether
 * it will fail, so its status follows a realistic timeline from the clock alone and survives a
 * restart.
 */
export function createLocalFax(clock: Clock): FaxAdapter {
  const idFor = (submitted: number, pages: number, fails: boolean) =>
    `local-${submitted.toString(36)}-${pages}-${fails ? 'f' : 'o'}-${randomBytes(4).toString('hex')}`;
  const parse = (id: string) => {
    const m = /^local-([0-9a-z]+)-(\d+)-([fo])-[0-9a-f]+$/.exec(id);
    if (!m) throw new Error('unknown local fax id');
    return { submitted: parseInt(m[1]!, 36), pages: Number(m[2]), fails: m[3] === 'f' };
  };
  return {
    kind: 'local',
    send(req) {
      return Promise.resolve({
        providerFaxId: idFor(clock.now().getTime(), req.pages, FAILING.test(req.to)),
      });
    },
    status(providerFaxId) {
      const { submitted, pages, fails } = parse(providerFaxId);
      const elapsed = clock.now().getTime() - submitted;
      const { queuedMs, sendingMs, attempts } = LOCAL_FAX_TIMELINE;
      const base: FaxReport = {
        providerFaxId,
        status: 'queued',
        pagesSent: 0,
        pageCount: pages,
        units: null,
        costPerUnit: null,
        submitTime: new Date(submitted),
        completionTime: null,
        attemptsMade: 0,
        error: null,
      };
      if (elapsed < queuedMs) return Promise.resolve(base);
      if (elapsed < queuedMs + sendingMs) {
        const share = (elapsed - queuedMs) / sendingMs;
        return Promise.resolve({
          ...base,
          status: 'sending',
          attemptsMade: 1,
          pagesSent: fails ? 0 : Math.min(pages - 1, Math.floor(pages * share)),
        });
      }
      const completionTime = new Date(submitted + queuedMs + sendingMs);
      return Promise.resolve(
        fails
          ? { ...base, status: 'failure', attemptsMade: attempts, completionTime, error: 'Busy' }
          : {
              ...base,
              status: 'success',
              attemptsMade: 1,
              pagesSent: pages,
              units: pages,
              costPerUnit: 0.07,
              completionTime,
            },
      );
    },
    resend(providerFaxId) {
      const { pages, fails } = parse(providerFaxId);
      return Promise.resolve({ providerFaxId: idFor(clock.now().getTime(), pages, fails) });
    },
  };
}
