/** Money formatting: amounts are whole pence on the wire and in the database, pounds on screen. */

import { lazily } from './lazily.js';

const gbp = lazily(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));

/** £ display of a whole-pence amount. */
export const formatPence = (pence: number): string => gbp().format(pence / 100);
/** £ display of a pounds amount (winnings: 1 winning = £1). */
export const formatPounds = (pounds: number): string => gbp().format(pounds);
/** Converts a £ amount with at most two decimals into whole pence without float drift. */
export const poundsToPence = (pounds: number): number => Math.round(pounds * 100);
export const penceToPounds = (pence: number): number => pence / 100;
