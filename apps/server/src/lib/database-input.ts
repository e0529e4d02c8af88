import { driverErrorOf } from './logger.js';

/**
 * A database error that the input caused: SQLSTATE class 22, "data exception" (a number out of
 * range, text that is not a uuid or a date, a character the database refuses). Transports answer
 * it as a bad request (400) and log it by its code alone, never as a server error.
 */
export function isDataException(err: unknown): boolean {
  return driverErrorOf(err)?.code.startsWith('22') ?? false;
}
