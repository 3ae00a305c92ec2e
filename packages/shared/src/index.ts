export * from './envelope.js';
export * from './constants.js';
export * from './rules/email.js';
export * from './rules/password.js';
export * from './rules/feature-flags.js';
