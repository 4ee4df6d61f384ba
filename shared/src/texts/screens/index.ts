/** The labels each screen draws, one file per area of the client (docs/product/languages.md). */
export * from './accounts.js';
export * from './admin.js';
export * from './cups.js';
export * from './desktop-app.js';
export * from './hosts.js';
export * from './language.js';
export * from './layout.js';
export * from './money.js';
export * from './notifications.js';
export * from './overlay.js';
export * from './pages.js';
export * from './play.js';
export * from './series.js';
export * from './squads.js';
export * from './tournament.js';
export * from './tournaments.js';
