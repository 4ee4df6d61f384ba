/**
 * Texts of the host record and the new-host limits (docs/product/trust.md#host-record,
 * docs/product/trust.md#new-hosts): the refusals, the settings' validation, and the labels of the
 * host page and of the short line on tournament pages and cards.
 */
import { NEW_HOST_EVENTS_MAX, NEW_HOST_POOL_CAP_MAX } from '../constants.js';

/** 1000 → "1,000"; through String, so the error codes' probe (texts/codes.ts) can stand in for it. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const coins = (n: number) => `${grouped(n)} ${n === 1 ? 'coin' : 'coins'}`;
const events = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;

export const HOST_TEXT = {
  notFound: 'Host not found',
  /** A create or full edit over the cap: names the cap and how to lift it. */
  poolOverNewHostCap: (cap: number, needed: number) =>
    `A new host's largest possible prize pool (teams × seats × entry fee + contribution) is at most ${coins(cap)}, until ${events(needed)} are completed with no upheld dispute`,
  needsAdminApproval: (needed: number) =>
    `A new host's tournament is approved by an admin, until ${events(needed)} are completed with no upheld dispute`,
  settingsUpdated: 'Host trust settings updated',
} as const;

export const HOST_VALIDATION = {
  newHostEventsInvalid: `New-host events must be a whole number from 0 to ${NEW_HOST_EVENTS_MAX}`,
  newHostPoolCapInvalid: `The new-host pool cap must be a whole number of coins from 0 to ${grouped(NEW_HOST_POOL_CAP_MAX)}`,
} as const;

/** What a host's record counts, as the short line and the host page show it. */
export interface HostLineFigures {
  events_hosted: number;
  codes_on_time_pct: number | null;
  disputes_upheld: number;
}

export const HOST_LABELS = {
  newHost: 'New host',
  /** The parts of "Host: 23 events · codes on time 96% · 0 upheld disputes" (`hostLineParts`). */
  lineEvents: (n: number) => `Host: ${events(n)}`,
  lineCodesOnTime: (pct: number) => `codes on time ${pct}%`,
  lineDisputes: (n: number) => `${n} upheld ${n === 1 ? 'dispute' : 'disputes'}`,
  pageTitle: (username: string) => `Host record: ${username}`,
  intro: 'Counted by Squadhub from the ledger and the action log. Nobody, not even the host, can edit it.',
  eventsHosted: 'Events hosted',
  eventsCompleted: 'Events completed (paid out)',
  voidedNoRoomCode: 'Voided: no room code',
  abandonedNoResults: 'Abandoned: no results',
  codesOnTime: 'Room codes on time',
  medianToPayout: 'Median time from results to payout',
  disputesFiled: 'Disputes filed against them',
  disputesUpheld: 'Disputes upheld',
  prizeCoinsPaid: 'Prize coins paid to winners',
  firstEvent: 'First event',
  none: 'None yet',
  percent: (n: number) => `${n}%`,
  minutes: (n: number) => (n < 60 ? `${n} min` : `${Math.floor(n / 60)} h ${n % 60} min`),
  coins,
  newHostNote: 'A new host: their tournaments are approved by an admin, and their prize pools are capped.',
  loadFailed: 'Could not load this host record.',
} as const;

/**
 * The host line's parts, each a text of its own so each is translated, joined with " · " where
 * they are drawn: "Host: 23 events", "codes on time 96%" (when any code was due), "0 upheld disputes".
 */
export const hostLineParts = (r: HostLineFigures): string[] => [
  HOST_LABELS.lineEvents(r.events_hosted),
  ...(r.codes_on_time_pct == null ? [] : [HOST_LABELS.lineCodesOnTime(r.codes_on_time_pct)]),
  HOST_LABELS.lineDisputes(r.disputes_upheld),
];
