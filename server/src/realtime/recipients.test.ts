import { describe, expect, it } from 'vitest';
import { EVENT_AUDIENCES, PUSH_KINDS, SERVER_EVENTS, type EventAudience } from '@squadhub/shared';
import { PUSH_AUDIENCES } from '../push/payload.js';
import { SOCKET_ADDRESSES, fitsAudience, ownerRecipients, splitAddresses } from './recipients.js';

const USER = '11111111-1111-4111-8111-111111111111';

describe('the one home of audiences', () => {
  it('declares an audience for every event and every kind of push, of those it knows', () => {
    for (const spec of Object.values(SERVER_EVENTS)) expect(Object.keys(EVENT_AUDIENCES)).toContain(spec.audience);
    expect(Object.keys(PUSH_AUDIENCES).sort()).toEqual([...PUSH_KINDS].sort());
    for (const audience of Object.values(PUSH_AUDIENCES)) expect(['owner', 'seatedInsiders']).toContain(audience);
  });

  it('builds for each socket audience an addressing its check accepts, and not another one', () => {
    const built: [EventAudience, ReturnType<(typeof SOCKET_ADDRESSES)['everyone']>][] = [
      ['everyone', SOCKET_ADDRESSES.everyone()],
      ['admins', SOCKET_ADDRESSES.admins()],
      ['owner', SOCKET_ADDRESSES.owner(USER)],
      ['ownerAndAdmins', SOCKET_ADDRESSES.ownerAndAdmins(USER)],
      ['creatorAndAdmins', SOCKET_ADDRESSES.creatorAndAdmins(USER)],
      ['roomInsiders', SOCKET_ADDRESSES.roomInsiders([USER])],
      ['everyoneSplit', splitAddresses([USER]).inside],
      ['everyoneSplit', splitAddresses([USER]).outside],
    ];
    for (const [audience, to] of built) expect(fitsAudience(audience, to)).toBe(true);
    expect(fitsAudience('owner', SOCKET_ADDRESSES.ownerAndAdmins(USER))).toBe(false);
    expect(fitsAudience('everyone', splitAddresses([USER]).outside)).toBe(false);
    expect(fitsAudience('roomInsiders', SOCKET_ADDRESSES.owner(USER))).toBe(false);
  });

  it('names each owner of a push once', () => {
    expect(ownerRecipients([USER, USER])).toEqual([USER]);
  });
});
