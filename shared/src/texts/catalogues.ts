/**
 * Every file of the catalogue, each as a namespace, for the translation machinery
 * (i18n/translate.ts), which reads every text. Its own module, so a client that only draws
 * English never loads the texts of screens it does not open (docs/product/languages.md).
 * A test fails when a file of texts/ is missing here (i18n/messages.test.ts).
 */
export * as accounts from './accounts.js';
export * as admin from './admin.js';
export * as common from './common.js';
export * as cups from './cups.js';
export * as hosts from './hosts.js';
export * as money_history from './money-history.js';
export * as money from './money.js';
export * as payouts from './payouts.js';
export * as play from './play.js';
export * as push from './push.js';
export * as results from './results.js';
export * as screens_accounts from './screens/accounts.js';
export * as screens_admin from './screens/admin.js';
export * as screens_cups from './screens/cups.js';
export * as screens_desktop_app from './screens/desktop-app.js';
export * as screens_hosts from './screens/hosts.js';
export * as screens_language from './screens/language.js';
export * as screens_layout from './screens/layout.js';
export * as screens_money from './screens/money.js';
export * as screens_notifications from './screens/notifications.js';
export * as screens_overlay from './screens/overlay.js';
export * as screens_pages from './screens/pages.js';
export * as screens_play from './screens/play.js';
export * as screens_series from './screens/series.js';
export * as screens_squads from './screens/squads.js';
export * as screens_tournament from './screens/tournament.js';
export * as screens_tournaments from './screens/tournaments.js';
export * as series from './series.js';
export * as squad_labels from './squad-labels.js';
export * as squads from './squads.js';
export * as tournaments from './tournaments.js';
export * as voids from './voids.js';
