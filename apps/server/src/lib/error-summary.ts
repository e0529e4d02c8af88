import { driverErrorOf } from './logger.js';
import { TimeLimitError } from './time-limit.js';

/**
 * What may be said about a failure without its message: messages of database drivers, PDF and
 * OCR libraries, mail servers and validators may quote the data they failed on (bound patient
 * values, an address, the value a schema refused). The class of error, a machine code and, for
 * a database error, its SQLSTATE and constraint say why without saying what.
 */
export interface ErrorSummary {
  kind: 'timeout' | 'database' | 'error';
  /** The error's class name ('TimeLimitError', 'ZodError', 'RenderError'). */
  name: string;
  /** A machine code such as Node's ECONNREFUSED or nodemailer's EAUTH (never `code`: redacted in logs). */
  errorCode?: string;
  /** An SMTP reply code. */
  responseCode?: number;
  sqlstate?: string;
  constraint?: string;
  /** What ran out of time (a queue name, 'ocr page') and its limit. */
  limit?: string;
}

const MACHINE_CODE = /^[A-Z][A-Z0-9_]{1,40}$/;

export function summarizeError(err: unknown): ErrorSummary {
  if (err instanceof TimeLimitError) {
    return { kind: 'timeout', name: err.name, limit: `${err.what} ${err.ms} ms` };
  }
  const driver = driverErrorOf(err);
  if (driver) {
    return {
      kind: 'database',
      name: 'DatabaseError',
      sqlstate: driver.code,
      ...(driver.constraint ? { constraint: driver.constraint } : {}),
    };
  }
  if (!(err instanceof Error)) return { kind: 'error', name: typeof err };
  const { code, responseCode } = err as { code?: unknown; responseCode?: unknown };
  return {
    kind: 'error',
    name: err.constructor.name === 'Error' ? err.name : err.constructor.name,
    ...(typeof code === 'string' && MACHINE_CODE.test(code) ? { errorCode: code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}

/** One line for `jobs.last_error`: 'timeout TimeLimitError mail.send 60000 ms', 'database 23505 jobs_pkey'. */
export function formatErrorSummary(s: ErrorSummary): string {
  return [s.kind, s.name, s.errorCode, s.responseCode, s.sqlstate, s.constraint, s.limit]
    .filter((part) => part !== undefined)
    .join(' ');
}
