/**
 * Web Push (docs/design/phones.md#web-push): the kinds of notification a phone can get, the
 * switches of My Account that group them, and the payload the service worker reads. Free of zod
 * and texts, so the service worker and the server can both import it.
 */

/** Every kind of push, each sent from one place on the server (docs/design/phones.md#what-is-pushed-to-whom). */
export const PUSH_KINDS = [
  'room_code',
  'kicked',
  'moved',
  'reminder',
  'check_in_open',
  'cashout_status',
  'approved',
  'declined',
  'team_joined',
  'waitlist_offer',
  'voided',
  'results_overdue',
  'dispute_filed',
  'dispute_resolved',
  'cup_placed',
  'cup_finished',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The switches of My Account, in the order it shows them: each turns a few kinds on or off together. */
export const PUSH_KIND_GROUPS = [
  { id: 'room_codes', kinds: ['room_code'] },
  { id: 'seat_changes', kinds: ['kicked', 'moved', 'voided'] },
  { id: 'reminders', kinds: ['reminder', 'check_in_open'] },
  { id: 'cashouts', kinds: ['cashout_status'] },
  { id: 'approvals', kinds: ['approved', 'declined', 'results_overdue', 'dispute_filed', 'dispute_resolved'] },
  { id: 'squads', kinds: ['team_joined', 'waitlist_offer'] },
  { id: 'cups', kinds: ['cup_placed', 'cup_finished'] },
] as const satisfies readonly { id: string; kinds: readonly PushKind[] }[];
export type PushKindGroup = (typeof PUSH_KIND_GROUPS)[number]['id'];

/**
 * What a push carries, as JSON: what happened and where to look, never room details. `url` is a
 * path of the web app: the tournament page, or /account for a cash-out.
 */
export interface PushPayload {
  type: PushKind;
  tournament_id?: string;
  title: string;
  body: string;
  url: string;
}

/** A browser's push subscription keys, decoded: the P-256 public key (uncompressed point) and the auth secret. */
export const PUSH_P256DH_BYTES = 65;
export const PUSH_AUTH_BYTES = 16;
/** The longest endpoint accepted (real push services use a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;
/** Devices one account may register; a new one beyond this replaces the one updated longest ago. */
export const PUSH_DEVICES_PER_USER = 10;
