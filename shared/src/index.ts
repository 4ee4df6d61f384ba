export * from './constants.js';
export * from './money.js';
export * from './messages.js';
export * from './types.js';
export * from './events.js';
export * from './bridge.js';
export * from './phone.js';
export * from './schemas/index.js';
