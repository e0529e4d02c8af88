/**
 * The spec's exact wording (spec 1, sections 5 and 8) that both sides show. Kept apart from the
 * zod schemas so that a screen can import a message without loading the validation library.
 */
export const MSG = {
  invalidEmail: 'Invalid email',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 10 characters',
  activationPasswordMin: 'Password should be of minimum 10 characters length',
  passwordsMustMatch: 'Passwords must match',
  twoFactorRequired: 'Please enter two factor code',
  invalidTwoFactor: 'Invalid two factor code',
  somethingWentWrong: 'Something went wrong',
  // Not worded by the spec.
  activationLinkInvalid: 'This activation link is invalid or has expired.',
} as const;
