export type { CurrentUser } from '@app/shared';

export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success';

/** A message carried to the login page, e.g. why the user was signed out. */
export interface Notice {
  severity: NoticeSeverity;
  text: string;
}
