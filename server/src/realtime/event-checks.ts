/**
 * What a test server checks of every event it sends (RealtimeHub's `checkEvents`): the payload is
 * what its schema describes, and the addressing reaches the audience its description promises
 * (SERVER_EVENTS in shared/src/schemas/events.ts, which the AsyncAPI document is made of; the
 * addressing of each audience is recipients.ts's). Any
 * test that makes the server send an event checks that event this way.
 */
import { z } from 'zod';
import { SERVER_EVENTS, type ServerEventName } from '@squadhub/shared';
import type { Audience } from './audience.js';
import { fitsAudience } from './recipients.js';

/** Throws when `payload` is not what the schema of `event` describes. */
export function assertEventPayload(event: ServerEventName, payload: unknown): void {
  const result = SERVER_EVENTS[event].payload.safeParse(payload);
  if (!result.success) {
    throw new Error(`The ${event} payload does not match its schema:\n${z.prettifyError(result.error)}`);
  }
}

/** Throws when `audience` is not how the declared audience of `event` is reached. */
export function assertEventAudience(event: ServerEventName, audience: Audience): void {
  const declared = SERVER_EVENTS[event].audience;
  if (!fitsAudience(declared, audience)) {
    throw new Error(`${event} is declared for ${declared} but was sent to ${JSON.stringify(audience)}`);
  }
}
