/**
 * What each kind of push is (docs/design/phones.md#what-is-pushed-to-whom): whom it goes to, its
 * JSON payload (texts from shared/src/texts/push.ts; never room details), and how the push
 * service should treat it: how long to keep it for a phone that is offline (TTL), whether to wake
 * a sleeping phone for it (urgency), and whether a newer one replaces it (topic).
 */
import {
  DEFAULT_LOCALE,
  PUSH_TEXT,
  formatMessage,
  stripControlCharacters,
  type Locale,
  type PushKind,
  type PushParams,
  type PushPayload,
} from '@squadhub/shared';
import type { PushAudience } from '../realtime/recipients.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The audience of each kind, declared once (realtime/recipients.ts says what each means): the
 * users it concerns, named where it is queued, or the seats inside the room of its tournament.
 */
export const PUSH_AUDIENCES = {
  room_code: 'seatedInsiders',
  reminder: 'owner',
  check_in_open: 'owner',
  waitlist_offer: 'owner',
  kicked: 'owner',
  moved: 'owner',
  team_joined: 'owner',
  cashout_status: 'owner',
  approved: 'owner',
  declined: 'owner',
  voided: 'owner',
  results_overdue: 'owner',
  dispute_filed: 'owner',
  dispute_resolved: 'owner',
  cup_placed: 'owner',
  cup_finished: 'owner',
} as const satisfies Record<PushKind, PushAudience>;

type KindFor<A extends PushAudience> = { [K in PushKind]: (typeof PUSH_AUDIENCES)[K] extends A ? K : never }[PushKind];
/** The kinds whose sender names their recipients (`queuePush` in push/outbox.ts). */
export type NamedPushKind = KindFor<'owner'>;
/** The kinds that go to the seats inside a room (`roomCodeOutboxInsert` in push/outbox.ts). */
export type RoomPushKind = KindFor<'seatedInsiders'>;

interface Delivery {
  /** Seconds the push service keeps it for a device that is offline; after that it is worthless. */
  ttl: number;
  urgency: 'normal' | 'high';
}

/** Time-critical kinds are high urgency (they wake a phone in battery saving) and short-lived. */
const DELIVERY: Record<PushKind, Delivery> = {
  room_code: { ttl: HOUR, urgency: 'high' },
  reminder: { ttl: 10 * MINUTE, urgency: 'high' },
  check_in_open: { ttl: HOUR, urgency: 'high' },
  waitlist_offer: { ttl: 15 * MINUTE, urgency: 'high' },
  kicked: { ttl: DAY, urgency: 'normal' },
  moved: { ttl: DAY, urgency: 'normal' },
  team_joined: { ttl: HOUR, urgency: 'normal' },
  cashout_status: { ttl: 7 * DAY, urgency: 'normal' },
  approved: { ttl: DAY, urgency: 'normal' },
  declined: { ttl: DAY, urgency: 'normal' },
  voided: { ttl: DAY, urgency: 'normal' },
  results_overdue: { ttl: 12 * HOUR, urgency: 'normal' },
  dispute_filed: { ttl: DAY, urgency: 'normal' },
  dispute_resolved: { ttl: DAY, urgency: 'normal' },
  cup_placed: { ttl: 6 * HOUR, urgency: 'normal' },
  cup_finished: { ttl: DAY, urgency: 'normal' },
};

export interface PushRequestOptions extends Delivery {
  /** A newer push with the same topic replaces one the push service still holds (RFC 8030 §5.4). */
  topic?: string;
}

export function deliveryOptions(kind: PushKind, tournamentId: string | null): PushRequestOptions {
  // A second room code for the same tournament replaces the first on a phone that was offline.
  const topic = kind === 'room_code' && tournamentId ? tournamentId.replaceAll('-', '') : undefined;
  return { ...DELIVERY[kind], ...(topic ? { topic } : {}) };
}

/** Where a tap leads: the tournament, My Account for a cash-out, the dashboard for a declined (deleted) tournament. */
function urlOf(kind: PushKind, tournamentId: string | null): string {
  if (kind === 'cashout_status') return '/account';
  if (kind === 'declined' || !tournamentId) return '/';
  return `/tournaments/${tournamentId}`;
}

/**
 * The JSON the service worker gets: `{ type, tournament_id?, title, body, url }`, its words in the
 * recipient's language (each field of the kind's text is a message of its own, named by the
 * params' fields: docs/product/languages.md#translations), English where a message is missing.
 */
export function pushPayload(
  kind: PushKind,
  tournamentId: string | null,
  params: unknown,
  language: Locale = DEFAULT_LOCALE,
): PushPayload {
  // Names and titles in the texts were checked when typed (schemas/common.ts), but one stored
  // before the text-direction rule must not reorder a phone's notification either: the values are
  // cleaned before they are written into a text, whose own isolates (Arabic) stay.
  const values = Object.fromEntries(
    Object.entries(params as Record<string, string | number | boolean>).map(([k, v]) => [
      k,
      typeof v === 'string' ? stripControlCharacters(v) : v,
    ]),
  );
  const english = (PUSH_TEXT[kind] as (p: PushParams[PushKind]) => { title: string; body: string })(
    values as PushParams[PushKind],
  );
  return {
    type: kind,
    ...(tournamentId ? { tournament_id: tournamentId } : {}),
    title: formatMessage(language, `PUSH_TEXT.${kind}.title`, values) ?? stripControlCharacters(english.title),
    body:
      formatMessage(language, `PUSH_TEXT.${kind}.body`, values) ??
      stripControlCharacters(english.body, { multiline: true }),
    url: urlOf(kind, tournamentId),
  };
}
