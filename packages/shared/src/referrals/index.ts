export * from './status.js';
export * from './messages.js';
export * from './documents.js';
export * from './patient.js';
export * from './quick-dialog.js';
export * from './sms.js';
export * from './wizard.js';
