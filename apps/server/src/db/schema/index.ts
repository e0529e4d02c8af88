export * from './clinics.js';
export * from './users.js';
export * from './system.js';
export * from './referrals.js';
export * from './catalog.js';
export * from './providers.js';
export * from './forms.js';
export * from './public-referrals.js';
