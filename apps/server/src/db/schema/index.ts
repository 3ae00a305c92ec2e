export * from './locations.js';
export * from './users.js';
