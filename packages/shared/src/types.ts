import type { MenuItem } from './navigation.js';
import type { ReferralPermission, SettingFlag, UserActions } from './permissions.js';

/** The fields every user shape carries (the signed-in user, a clinic's member). */
export interface UserBase {
  id: string;
  uuid: string;
  email: string;
  firstname: string;
  lastname: string;
  full_name: string;
  phone: string | null;
  activated_at: string | null;
  permissions: SettingFlag[];
  notifications: SettingFlag[];
}

/** The signed-in user: GraphQL `me` and REST `POST /api/u` return this shape (docs/api.md). */
export interface CurrentUser extends UserBase {
  role: RoleDto | null;
  last_login_at: string | null;
  /** The current clinic. */
  clinic: ClinicRef | null;
  /** Current clinic first. */
  clinics: ClinicRef[];
  menu_items: MenuItem[];
  referral_permissions: ReferralPermission[] | null;
  hasClinicFaxNumber: boolean;
  actions: UserActions;
}

export interface ClinicRef {
  id: string;
  name: string;
}

/** A notification as the API returns it; read `data` with parseNotificationData. */
export interface NotificationDto {
  id: string;
  uuid: string;
  data: string;
  severity: string;
  url: string | null;
  read_at: string | null;
  notified_at: string;
  type: string;
  level: number;
  /**
   * The referral it is about, for a reader who may see it now: the in-app list and toast name its
   * patient. Null otherwise; the notification's title and content never name the patient.
   */
  referral: NotificationReferralDto | null;
}

export interface NotificationReferralDto {
  uuid: string;
  patient_name: string;
  /** YYYY-MM-DD, or null when unknown. */
  birthdate: string | null;
}

export interface RoleDto {
  id: number;
  name: string;
  label: string;
}

/** A user as a member of one clinic (docs/admin-api.md, ClinicUser). */
export interface ClinicUserDto extends UserBase {
  role: RoleDto;
  activated: boolean;
  is_primary: boolean;
  is_provider: boolean;
  permission: number;
  notification: number;
  provider_ids: string[];
  /** The clinic of this membership (queried where a user's several memberships are listed). */
  clinic?: ClinicRef | null;
}
