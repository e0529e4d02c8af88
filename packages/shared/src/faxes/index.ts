export * from './inbound.js';
export * from './outbound.js';
