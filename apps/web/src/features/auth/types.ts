import type { MenuItem, ReferralPermission, SettingFlag, UserActions } from '@app/shared';

export interface ClinicRef {
  id: string;
  name: string;
}

export interface UserRole {
  id: number;
  name: string;
  label: string;
}

/** The signed-in user: GraphQL `me` and REST `POST /api/u` return this shape (docs/api.md). */
export interface CurrentUser {
  id: string;
  uuid: string;
  email: string;
  firstname: string;
  lastname: string;
  full_name: string;
  phone: string | null;
  role: UserRole | null;
  activated_at: string | null;
  last_login_at: string | null;
  /** The current clinic. */
  clinic: ClinicRef | null;
  /** Current clinic first. */
  clinics: ClinicRef[];
  menu_items: MenuItem[];
  referral_permissions: ReferralPermission[] | null;
  permissions: SettingFlag[];
  notifications: SettingFlag[];
  hasClinicFaxNumber: boolean;
  actions: UserActions;
}

export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success';

/** A message carried to the login page, e.g. why the user was signed out. */
export interface Notice {
  severity: NoticeSeverity;
  text: string;
}
