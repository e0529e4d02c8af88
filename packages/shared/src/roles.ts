/** Role ids are fixed by the specification (section 3, Roles). */
export const ROLES = {
  admin: { id: 1, name: 'admin', label: 'Admin' },
  psr: { id: 2, name: 'psr', label: 'PSR' },
  med_director: { id: 3, name: 'med_director', label: 'Medical Admin' },
  nurse: { id: 4, name: 'nurse', label: 'Nurse' },
  med_assistant: { id: 5, name: 'med_assistant', label: 'Medical Assistant' },
  provider: { id: 6, name: 'provider', label: 'Provider' },
} as const;

export type RoleName = keyof typeof ROLES;
export type RoleId = (typeof ROLES)[RoleName]['id'];

export const ROLE_LIST = Object.values(ROLES);

/** Role strings are compared case-insensitively (spec section 3). */
export function isRole(role: string | null | undefined, name: RoleName): boolean {
  return (role ?? '').toLowerCase() === name;
}

export function roleById(id: number): (typeof ROLE_LIST)[number] | undefined {
  return ROLE_LIST.find((r) => r.id === id);
}

/** The role picker for a clinic user never offers admin or provider. */
export const PICKABLE_ROLES = ROLE_LIST.filter((r) => r.name !== 'admin' && r.name !== 'provider');

export const DEFAULT_NEW_USER_ROLE_ID = ROLES.psr.id;

/**
 * The two privileged roles the spec leaves unnamed ("which roles: not shown"): PSR and Medical
 * Admin manage their own clinics (docs/decisions.md, Administration).
 */
export const CLINIC_MANAGER_ROLES: readonly RoleName[] = ['psr', 'med_director'];

export function isClinicManagerRole(role: string | null | undefined): boolean {
  return CLINIC_MANAGER_ROLES.some((r) => isRole(role, r));
}
