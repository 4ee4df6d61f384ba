/**
 * What a browser loads to show another language (`@squadhub/shared/i18n`, loaded on demand by the
 * client): the messages, the text index and the formatting, but not the catalogue module that
 * builds the index (./catalogue.ts), which would bring every text of every screen with it.
 */
export * from './load.js';
export * from './pseudo.js';
export * from './translate.js';
