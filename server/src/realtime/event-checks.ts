/**
 * What a test server checks of every event it sends (RealtimeHub's `checkEvents`): the payload is
 * what its schema describes, and the addressing reaches the audience its description promises
 * (SERVER_EVENTS in shared/src/schemas/events.ts, which the AsyncAPI document is made of). Any
 * test that makes the server send an event checks that event this way.
 */
import { z } from 'zod';
import { SERVER_EVENTS, type EventAudience, type ServerEventName } from '@squadhub/shared';
import type { Audience } from './audience.js';

/** Throws when `payload` is not what the schema of `event` describes. */
export function assertEventPayload(event: ServerEventName, payload: unknown): void {
  const result = SERVER_EVENTS[event].payload.safeParse(payload);
  if (!result.success) {
    throw new Error(`The ${event} payload does not match its schema:\n${z.prettifyError(result.error)}`);
  }
}

/** Whether an addressing fits a declared audience (each copy of a split event is one of its two halves). */
function fits(declared: EventAudience, to: Audience): boolean {
  const oneUserAndAdmins = to.kind === 'users' && to.userIds.length === 1 && to.includeAdmins === true;
  switch (declared) {
    case 'everyone':
      return to.kind === 'everyone';
    case 'everyoneSplit':
      return to.kind === 'everyoneExcept' || (to.kind === 'users' && to.includeAdmins === true);
    case 'roomInsiders':
      return to.kind === 'users' && to.includeAdmins === true;
    case 'creatorAndAdmins':
    case 'ownerAndAdmins':
      return oneUserAndAdmins;
    case 'owner':
      return to.kind === 'users' && to.userIds.length === 1 && !to.includeAdmins;
    case 'admins':
      return to.kind === 'admins';
  }
}

/** Throws when `audience` is not how the declared audience of `event` is reached. */
export function assertEventAudience(event: ServerEventName, audience: Audience): void {
  const declared = SERVER_EVENTS[event].audience;
  if (!fits(declared, audience)) {
    throw new Error(`${event} is declared for ${declared} but was sent to ${JSON.stringify(audience)}`);
  }
}
