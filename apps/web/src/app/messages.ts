/**
 * The two spec messages the sign-in screens show without running validation.
 *
 * They mirror MSG in @app/shared (messages.test.ts keeps them equal). Importing MSG directly
 * would pull zod and every schema into the login page's first load, because MSG shares a module
 * with the schemas; once @app/shared moves MSG into a module of its own, import it from there.
 */
export const MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  invalidTwoFactor: 'Invalid two factor code',
} as const;
