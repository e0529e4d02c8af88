/**
 * Per-clinic permission and notification settings are bit masks over ordered lists of setting
 * names; the first listed setting is bit 0 and a set bit means enabled (spec section 3).
 */
export const PERMISSION_SETTINGS = [
  { key: 'SEND_REFERRAL', label: 'Send Referral' },
  { key: 'ACCEPT_REFERRAL', label: 'Accept Referral' },
  { key: 'SCHEDULE_REFERRAL', label: 'Schedule Referral' },
] as const;

export type PermissionKey = (typeof PERMISSION_SETTINGS)[number]['key'];

export const PERMISSION = {
  SEND_REFERRAL: 1,
  ACCEPT_REFERRAL: 2,
  SCHEDULE_REFERRAL: 4,
} as const satisfies Record<PermissionKey, number>;

/** Notification settings a user can switch per clinic; all default to on. */
export const NOTIFICATION_SETTINGS = [
  { key: 'REFERRAL_RECEIVED', label: 'Referral received' },
  { key: 'REFERRAL_STATUS_CHANGED', label: 'Referral status changed' },
  { key: 'REFERRAL_NOTE_ADDED', label: 'Note added to a referral' },
  { key: 'FAX_STATUS', label: 'Fax delivery status' },
] as const;

/** A new or imported user gets schedule only (binary 100) and the first notification setting. */
export const DEFAULT_PERMISSION_MASK = PERMISSION.SCHEDULE_REFERRAL;
export const DEFAULT_NOTIFICATION_MASK = 1;
export const ALL_PERMISSIONS_MASK = (1 << PERMISSION_SETTINGS.length) - 1;
export const ALL_NOTIFICATIONS_MASK = (1 << NOTIFICATION_SETTINGS.length) - 1;

export interface SettingFlag {
  key: string;
  label: string;
  value: boolean;
}

export function hasBit(mask: number, bit: number): boolean {
  return (mask & bit) === bit;
}

/** Decodes a mask over an ordered list of settings (bit 0 = first setting). */
export function decodeMask(
  mask: number,
  settings: readonly { key: string; label: string }[],
): SettingFlag[] {
  return settings.map((s, i) => ({ key: s.key, label: s.label, value: hasBit(mask, 1 << i) }));
}

export function encodeMask(flags: readonly { value: boolean }[]): number {
  return flags.reduce((mask, f, i) => (f.value ? mask | (1 << i) : mask), 0);
}

export interface ReferralPermission {
  key: PermissionKey;
  value: boolean;
}

/**
 * The user's referral permissions in a clinic, or null when none is granted: the spec's null
 * means "this user has no referral permissions" and ends the session for staff.
 */
export function referralPermissionsFromMask(mask: number): ReferralPermission[] | null {
  if ((mask & ALL_PERMISSIONS_MASK) === 0) return null;
  return PERMISSION_SETTINGS.map((s) => ({ key: s.key, value: hasBit(mask, PERMISSION[s.key]) }));
}

export function hasPermission(
  perms: readonly ReferralPermission[] | null | undefined,
  key: PermissionKey,
): boolean {
  return !!perms?.some((p) => p.key === key && p.value);
}

export function hasAnyReferralPermission(
  perms: readonly ReferralPermission[] | null | undefined,
): boolean {
  return !!perms?.some((p) => p.value);
}

export interface UserActions {
  can_accept: boolean;
  can_schedule: boolean;
  can_endorse: boolean;
}

/** Actions derive from the bits (DESIGN section 4): endorsing is for schedulers who cannot accept. */
export function actionsFromMask(mask: number): UserActions {
  const accept = hasBit(mask, PERMISSION.ACCEPT_REFERRAL);
  const schedule = hasBit(mask, PERMISSION.SCHEDULE_REFERRAL);
  return { can_accept: accept, can_schedule: schedule, can_endorse: schedule && !accept };
}

/** Whether a clinic mask grants any referral permission (what sign-in needs to land there). */
export function maskHasReferralPermission(mask: number): boolean {
  return (mask & ALL_PERMISSIONS_MASK) !== 0;
}

/** The mask a list of referral permissions (the current user's `referral_permissions`) stands for. */
export function maskOfPermissions(perms: readonly ReferralPermission[] | null | undefined): number {
  return (perms ?? []).reduce((mask, p) => (p.value ? mask | PERMISSION[p.key] : mask), 0);
}

export const MESSAGES_NO_REFERRAL_PERMISSIONS =
  'You have no referral permissions. Please contact the system administrator.';

/**
 * What an operation needs of the user's permission mask in their CURRENT clinic (issue 18 item 3):
 * at least one of `mask`'s bits. Admins hold no masks and need none (they see every referral);
 * every other user, providers included, needs the bits. The server's access declarations name a
 * need (`{ member: 'send' }`) and refuse with its message; the menu hides what the user cannot open.
 * - send: the referrals the clinic sends (sent lists, the CSV export): SEND_REFERRAL (spec 2
 *   section 6, "SEND_REFERRAL (sent tabs ...)").
 * - receive: the referrals the clinic receives (received lists): ACCEPT_REFERRAL or
 *   SCHEDULE_REFERRAL (spec 2, "received tabs").
 * - any: a referral the clinic is party to, its documents, notes, log and live changes, and the
 *   clinic's analytics: any referral permission.
 */
export const PERMISSION_NEEDS = {
  send: {
    mask: PERMISSION.SEND_REFERRAL,
    message: 'You do not have permission to see the referrals sent from this clinic.',
  },
  receive: {
    mask: PERMISSION.ACCEPT_REFERRAL | PERMISSION.SCHEDULE_REFERRAL,
    message: 'You do not have permission to see the referrals received by this clinic.',
  },
  any: { mask: ALL_PERMISSIONS_MASK, message: MESSAGES_NO_REFERRAL_PERMISSIONS },
} as const satisfies Record<string, { mask: number; message: string }>;

export type PermissionNeed = keyof typeof PERMISSION_NEEDS;
export const PERMISSION_NEED_NAMES = Object.keys(PERMISSION_NEEDS) as PermissionNeed[];

/** Whether a mask meets a need: it holds at least one of the need's bits. */
export function maskMeets(mask: number, need: PermissionNeed): boolean {
  return (mask & PERMISSION_NEEDS[need].mask) !== 0;
}

/** The reports' needs, read by their server routes and fields and by the menu. */
export const REPORT_NEEDS = {
  export: 'send',
  analytics: 'any',
} as const satisfies Record<'export' | 'analytics', PermissionNeed>;

export interface GrantContext {
  /** Admins grant anything. */
  admin: boolean;
  /** The member being changed is the one changing them. */
  self: boolean;
  /** The granting user's own mask in that clinic. */
  actorMask: number;
  /** The member's mask before the change. */
  currentMask: number;
}

/**
 * The permission grant rule (docs/decisions.md, "Permission masks"): a manager adds only bits they
 * hold in that clinic, nobody raises their own mask, admins grant anything. Keeping or removing a
 * bit is never a grant. The server refuses by it; Update User disables the boxes it refuses.
 */
export function canGrantMask(ctx: GrantContext, requestedMask: number): boolean {
  if (ctx.admin) return true;
  const added = requestedMask & ~ctx.currentMask;
  if (ctx.self) return added === 0;
  return (added & ~ctx.actorMask) === 0;
}
