export * from './catalogue.js';
export * from './load.js';
export * from './locales.js';
export * from './translate.js';
export * from './pseudo.js';
