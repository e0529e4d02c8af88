/**
 * The one error type of the server. Transports map it: REST to an HTTP status and
 * `{ message, errors, code }`, GraphQL to `extensions.code` and `extensions.validation`.
 */
export type AppErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'TWO_FACTOR_UNVERIFIED'
  | 'TWO_FACTOR_EXPIRED'
  | 'CSRF'
  | 'INTERNAL';

const STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  TWO_FACTOR_UNVERIFIED: 403,
  TWO_FACTOR_EXPIRED: 403,
  CSRF: 419,
  INTERNAL: 500,
};

export type FieldErrors = Record<string, string[]>;

/** The message of every validation refusal that carries field errors. */
export const INVALID_DATA = 'The given data was invalid.';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS[this.code];
  }

  static validation(message: string, fieldErrors?: FieldErrors): AppError {
    return new AppError('VALIDATION', message, fieldErrors);
  }

  static notFound(message = 'Not found.'): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static unauthenticated(message = 'Unauthenticated.'): AppError {
    return new AppError('UNAUTHENTICATED', message);
  }

  static forbidden(message = 'This action is unauthorized.'): AppError {
    return new AppError('FORBIDDEN', message);
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

/** The body a client receives; never a stack trace or SQL. */
export function errorBody(e: AppError, requestId?: string) {
  return {
    message: e.message,
    ...(e.fieldErrors ? { errors: e.fieldErrors } : {}),
    ...(e.code !== 'VALIDATION' ? { code: e.code } : {}),
    ...(requestId ? { request_id: requestId } : {}),
  };
}
