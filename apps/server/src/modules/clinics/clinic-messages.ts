/** Not worded by the spec. */
export const CLINIC_MSG_SERVER = {
  codeTaken: 'The clinic code has already been taken.',
  adminOnly: 'Only an administrator can change this field.',
  hasReferrals: 'This clinic has referrals and cannot be deleted. Archive it instead.',
  unknownNetwork: 'Referral group not found.',
  unknownOrganization: 'Organization not found.',
} as const;
