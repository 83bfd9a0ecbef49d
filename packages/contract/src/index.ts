export * from './activity.js';
export * from './auth.js';
export * from './common.js';
export * from './dashboard.js';
export * from './menu.js';
