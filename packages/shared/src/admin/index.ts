export * from './masks.js';
export * from './fields.js';
export * from './clinic.js';
export * from './user.js';
export * from './provider.js';
export * from './groups-documents.js';
export * from './custom-form.js';
export * from './form-schema.js';
