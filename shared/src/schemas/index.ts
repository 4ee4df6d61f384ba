export * from './common.js';
export * from './auth.js';
export * from './money.js';
export * from './paging.js';
export * from './tournaments.js';
export * from './play.js';
export * from './api/index.js';
export * from './series.js';
