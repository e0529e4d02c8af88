export * from './constants.js';
export * from './roles.js';
export * from './permissions.js';
export * from './navigation.js';
export * from './validation.js';
export * from './notifications.js';
export * from './dates.js';
export * from './messages.js';
export type * from './types.js';
