export * from './auth-tokens.js';
export * from './locations.js';
export * from './users.js';
export * from './analytics.js';
export * from './mail.js';
export * from './site.js';
