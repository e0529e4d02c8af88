export * from './clinics.js';
export * from './users.js';
export * from './system.js';
export * from './referrals.js';
