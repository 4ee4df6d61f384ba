/**
 * The limit of every route without one of its own (reads, health, the API reference, the Stripe
 * webhook): 600 requests a minute per client, counted together over all those routes. The busiest
 * screen polls about 45 times a minute (an admin's payment chat every 2 s beside the lists; TIMINGS
 * in shared/src/constants.ts), so one account on a few devices, or the logged-out visitors behind
 * one venue's address, stay far below it, while a scraper is held to 10 a second
 * (docs/design/api-conventions.md#rate-limits). Apart from rate-limit.ts, so the API document can
 * state it without importing the app's context.
 */
export const READS_LIMIT = { windowMs: 60_000, limit: 600 } as const;
