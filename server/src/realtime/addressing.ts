/**
 * How each live event is addressed, decided once: from the audience SERVER_EVENTS declares for it
 * (shared/src/schemas/events.ts, which the AsyncAPI document is made of), which recipients.ts
 * turns into an addressing. A sender names the event, its payload and only the people its
 * declared audience needs (the user it concerns, the creator, the room's insiders); it never
 * builds an addressing itself, so an event cannot reach anyone its description does not promise
 * (docs/design/live-events.md#audiences).
 */
import { SERVER_EVENTS, type EventAudience, type ServerEventName, type ServerEventPayload } from '@squadhub/shared';
import type { Audience } from './audience.js';
import type { EventBuffer, RealtimeHub } from './hub.js';
import { SOCKET_ADDRESSES, splitAddresses, type Named, type OneCopy } from './recipients.js';

type DeclaredAudience<E extends ServerEventName> = (typeof SERVER_EVENTS)[E]['audience'];
type EventFor<A extends EventAudience> = {
  [E in ServerEventName]: DeclaredAudience<E> extends A ? E : never;
}[ServerEventName];

/** Where an event goes: a transaction's EventBuffer (sent after the commit), or the hub itself. */
export type EventSink = Pick<EventBuffer, 'add'> | Pick<RealtimeHub, 'send'>;

function deliver<E extends ServerEventName>(
  sink: EventSink,
  audience: Audience,
  event: E,
  payload: ServerEventPayload<E>,
): void {
  if ('add' in sink) sink.add(audience, event, payload);
  else sink.send(audience, event, payload);
}

/** Sends `event` to its declared audience, naming whom that audience needs (nobody, a user, the insiders…). */
export function queueEvent<E extends EventFor<OneCopy>>(
  sink: EventSink,
  event: E,
  payload: ServerEventPayload<E>,
  ...named: Named[DeclaredAudience<E> & OneCopy]
): void {
  const address = SOCKET_ADDRESSES[SERVER_EVENTS[event].audience as OneCopy] as (...named: unknown[]) => Audience;
  deliver(sink, address(...named), event, payload);
}

/**
 * Sends an `everyoneSplit` event as its two copies: the room's insiders (recipients.ts
 * `roomInsiderIds`) and admins receive `inside` (with room details), everyone else `outside`.
 */
export function queueSplitEvent<E extends EventFor<'everyoneSplit'>>(
  sink: EventSink,
  event: E,
  insiderIds: string[],
  copies: { inside: ServerEventPayload<E>; outside: ServerEventPayload<E> },
): void {
  const to = splitAddresses(insiderIds);
  deliver(sink, to.inside, event, copies.inside);
  deliver(sink, to.outside, event, copies.outside);
}
