import { describe, expect, it } from 'vitest';
import { SERVER_EVENTS, type ServerEventName } from '@squadhub/shared';
import { queueEvent, queueSplitEvent, type EventSink } from './addressing.js';
import type { Audience } from './audience.js';
import { assertEventAudience } from './event-checks.js';

/** A sink that keeps what it was given. */
function recorder() {
  const sent: { audience: Audience; event: ServerEventName }[] = [];
  const sink: EventSink = { add: (audience, event) => void sent.push({ audience, event }) };
  return { sink, sent };
}

const USER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
/** Whom each declared audience asks a sender to name. */
const NAMED: Record<string, unknown[]> = {
  everyone: [],
  admins: [],
  owner: [USER],
  ownerAndAdmins: [USER],
  creatorAndAdmins: [USER],
  roomInsiders: [[USER, OTHER]],
};

describe('the addressing of every event', () => {
  it.each(Object.keys(SERVER_EVENTS) as ServerEventName[])('%s reaches the audience it declares', (event) => {
    const { sink, sent } = recorder();
    const declared = SERVER_EVENTS[event].audience;
    if (declared === 'everyoneSplit') {
      queueSplitEvent(sink, event as 'tournament_updated', [USER], { inside: {} as never, outside: {} as never });
      expect(sent.map((s) => s.audience.kind).sort()).toEqual(['everyoneExcept', 'users']);
    } else {
      (queueEvent as (...args: unknown[]) => void)(sink, event, {}, ...NAMED[declared]!);
      expect(sent).toHaveLength(1);
    }
    for (const s of sent) expect(() => assertEventAudience(event, s.audience)).not.toThrow();
  });

  it('names the user an owner event is for, and nobody else', () => {
    const { sink, sent } = recorder();
    queueEvent(sink, 'tournament_reminder', {} as never, USER);
    queueEvent(sink, 'cashout_request_updated', {} as never, USER);
    expect(sent.map((s) => s.audience)).toEqual([
      { kind: 'users', userIds: [USER] },
      { kind: 'users', userIds: [USER], includeAdmins: true },
    ]);
  });
});
