export * from './auth.js';
export * from './common.js';
export * from './menu.js';
