/**
 * Results of a series (docs/product/series.md#results): only the creator or an admin enters them,
 * while the series is live and not finalized, match by match; every rule of a result answers 400
 * with its words and stores nothing; sending a match again corrects it; only the last match can
 * be removed; every step writes its action log line and sends the public standings to every
 * socket, anonymous ones included, without room details.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_TEXT, REQUEST_TEXT, SERIES_TEXT } from '@squadhub/shared';
import { createTestServer, deliveredSoFar, nextEvent, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { snapshot } from '../play/helpers.js';
import { actions, as, expectLedgerClean, record } from '../squads/helpers.js';
import { ROOM, SERIES, liveSeries, r, seriesApi, storedResults } from './helpers.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  // Many host steps from one address: the rate limits have their own tests.
  server = await createTestServer({ RATE_LIMITS: 'false' });
  admin = await createUser(server.ctx, { role: 'admin' });
});
afterAll(() => server?.dispose());

/** A live duo series of three matches with teams 1 (two players), 2 and 3; team 4 is empty. */
const threeTeams = (opts: { live?: boolean; approved?: boolean } = {}) =>
  liveSeries(server, {
    seats: [
      [1, 0],
      [1, 1],
      [2, 0],
      [3, 0],
    ],
    ...opts,
  });

const MATCH_1 = [r(1, 1, 3), r(2, 2, 0), r(3, 3, 1)];

/** The match and correction flag of each results line, in order. */
async function resultLines(tournamentId: string) {
  return (await actions(server, tournamentId))
    .filter((a) => a.kind === 'match_results' || a.kind === 'match_results_removed')
    .map((a) => [a.kind, a.actorId, a.detail]);
}

describe('who enters results', () => {
  it('the creator or an admin; 403 for players, 401 anonymous, 404 for a tournament one cannot see', async () => {
    const { creator, t, players } = await threeTeams();
    const outsider = await createUser(server.ctx);
    const before = await snapshot(server, t.id);
    for (const who of [players[0], outsider]) {
      const api = seriesApi(server, who, t.id);
      expect(await api.put(1, MATCH_1)).toMatchObject({ status: 403, body: { detail: PLAY_TEXT.notManager } });
      expect(await api.del(1)).toMatchObject({ status: 403, body: { detail: PLAY_TEXT.notManager } });
    }
    expect((await seriesApi(server, null, t.id).put(1, MATCH_1)).status).toBe(401);
    expect((await seriesApi(server, null, t.id).del(1)).status).toBe(401);
    expect(await storedResults(server, t.id)).toEqual([]);
    expect(await actions(server, t.id, 'match_results')).toEqual([]);

    // An admin enters match 1, the creator match 2; both are logged as theirs.
    expect((await seriesApi(server, admin, t.id).put(1, MATCH_1)).status).toBe(200);
    expect((await seriesApi(server, creator, t.id).put(2, [r(2, 1)])).status).toBe(200);
    expect(await resultLines(t.id)).toEqual([
      ['match_results', admin.id, { match: 1, corrected: false }],
      ['match_results', creator.id, { match: 2, corrected: false }],
    ]);
    expect(await snapshot(server, t.id)).toEqual(before);

    // A pending series (or no tournament at all) does not exist for anyone else.
    const pending = await threeTeams({ approved: false, live: false });
    for (const id of [pending.t.id, randomUUID()]) {
      for (const who of [outsider, players[0]]) {
        const api = seriesApi(server, who, id);
        expect((await api.put(1, MATCH_1)).status).toBe(404);
        expect((await api.del(1)).status).toBe(404);
      }
    }
    expect((await seriesApi(server, creator, 'not-a-uuid').put(1, MATCH_1)).status).toBe(404);
    // Its own creator sees it, but it is not live.
    expect(await seriesApi(server, pending.creator, pending.t.id).put(1, MATCH_1)).toMatchObject({
      status: 409,
      body: { detail: SERIES_TEXT.notLive },
    });
  });
});

describe('when results can be entered', () => {
  it('409 before the room code, for match n before n-1, and once finalized', async () => {
    const { creator, t } = await threeTeams({ live: false });
    const api = seriesApi(server, creator, t.id);
    expect(await api.put(1, MATCH_1)).toMatchObject({ status: 409, body: { detail: SERIES_TEXT.notLive } });
    expect(await api.del(1)).toMatchObject({ status: 409, body: { detail: SERIES_TEXT.noMatchEntered } });
    expect(await storedResults(server, t.id)).toEqual([]);

    expect((await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: ROOM })).status).toBe(
      200,
    );
    expect(await api.put(2, MATCH_1)).toMatchObject({
      status: 409,
      body: { detail: SERIES_TEXT.previousMatchMissing(1) },
    });
    expect((await api.put(1, MATCH_1)).status).toBe(200);
    expect(await api.put(3, MATCH_1)).toMatchObject({
      status: 409,
      body: { detail: SERIES_TEXT.previousMatchMissing(2) },
    });
    expect((await api.put(2, MATCH_1)).status).toBe(200);
    // Sending the room code again for the next match keeps the series live.
    expect(
      (await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'MATCH-3' })).status,
    ).toBe(200);
    expect((await api.put(3, MATCH_1)).status).toBe(200);

    expect((await api.finalize()).status).toBe(200);
    expect(await api.put(3, MATCH_1)).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.finalized } });
    expect(await api.put(1, MATCH_1)).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.finalized } });
    expect(await api.del(3)).toMatchObject({ status: 409, body: { detail: PLAY_TEXT.finalized } });
    expect((await storedResults(server, t.id)).length).toBe(9);
    await expectLedgerClean(server);
  });
});

describe('what a result may say', () => {
  /** [what, match number, body, the 400's words or null when only the status is checked]. */
  const bad: [string, number | string, object, string | null][] = [
    ['match 0', 0, { results: MATCH_1 }, SERIES_TEXT.matchOutOfRange(SERIES.matches)],
    ['match -1', -1, { results: MATCH_1 }, SERIES_TEXT.matchOutOfRange(SERIES.matches)],
    ['match 4 of 3', 4, { results: MATCH_1 }, SERIES_TEXT.matchOutOfRange(SERIES.matches)],
    ['a huge match number', 999_999_999, { results: MATCH_1 }, SERIES_TEXT.matchOutOfRange(SERIES.matches)],
    ['a match number too long', '99999999999', { results: MATCH_1 }, REQUEST_TEXT.fieldWholeNumber('n')],
    ['a fractional match number', '1.5', { results: MATCH_1 }, REQUEST_TEXT.fieldWholeNumber('n')],
    ['a match number in words', 'one', { results: MATCH_1 }, REQUEST_TEXT.fieldWholeNumber('n')],
    ['a team without players', 1, { results: [r(1, 1), r(4, 2)] }, SERIES_TEXT.teamWithoutPlayers(4)],
    ['a team outside the grid', 1, { results: [r(9, 1)] }, SERIES_TEXT.teamWithoutPlayers(9)],
    ['placement past the teams with players', 1, { results: [r(1, 4)] }, SERIES_TEXT.placementRange(3)],
    ['a huge placement', 1, { results: [r(1, 1e12)] }, SERIES_TEXT.resultPlacement],
    ['placement 0', 1, { results: [r(1, 0)] }, SERIES_TEXT.resultPlacement],
    ['a fractional placement', 1, { results: [r(1, 1.5)] }, SERIES_TEXT.resultPlacement],
    ['a team twice', 1, { results: [r(1, 1), r(1, 2)] }, SERIES_TEXT.teamTwice],
    ['a placement twice', 1, { results: [r(1, 1), r(2, 1)] }, SERIES_TEXT.placementTwice],
    ['100 kills', 1, { results: [r(1, 1, 100)] }, SERIES_TEXT.resultKills(99)],
    ['negative kills', 1, { results: [r(1, 1, -1)] }, SERIES_TEXT.resultKills(99)],
    ['fractional kills', 1, { results: [r(1, 1, 2.5)] }, SERIES_TEXT.resultKills(99)],
    ['huge kills', 1, { results: [r(1, 1, 1e15)] }, SERIES_TEXT.resultKills(99)],
    ['kills as text', 1, { results: [{ team_number: 1, placement: 1, kills: '3' }] }, SERIES_TEXT.resultKills(99)],
    ['no kills', 1, { results: [{ team_number: 1, placement: 1 }] }, SERIES_TEXT.resultKills(99)],
    ['team 0', 1, { results: [r(0, 1)] }, SERIES_TEXT.resultTeam],
    ['a fractional team', 1, { results: [r(1.5, 1)] }, SERIES_TEXT.resultTeam],
    ['a huge team', 1, { results: [r(2 ** 53, 1)] }, SERIES_TEXT.resultTeam],
    ['no results', 1, { results: [] }, SERIES_TEXT.resultsRequired],
    ['results missing', 1, {}, SERIES_TEXT.resultsRequired],
    ['results that are no list', 1, { results: 'team 1 won' }, SERIES_TEXT.resultsRequired],
    ['a result that is no object', 1, { results: [null] }, null],
  ];

  // One live series for all of them: each must leave it untouched.
  let series: Awaited<ReturnType<typeof threeTeams>>;
  beforeAll(async () => {
    series = await threeTeams();
  });

  it.each(bad)('refuses %s with 400, storing and logging nothing', async (_what, n, body, detail) => {
    const { creator, t } = series;
    const before = await snapshot(server, t.id);
    const res = await seriesApi(server, creator, t.id).putBody(n, body);
    expect(res.status).toBe(400);
    // A bad path parameter's words come after its name ("n: ...").
    if (detail) expect(res.body.detail).toBe(typeof n === 'string' ? `n: ${detail}` : detail);
    expect(await storedResults(server, t.id)).toEqual([]);
    expect(await actions(server, t.id, 'match_results')).toEqual([]);
    expect(await snapshot(server, t.id)).toEqual(before);
  });

  it('keeps an entered match as it was when its correction is refused', async () => {
    const { creator, t } = await threeTeams();
    const api = seriesApi(server, creator, t.id);
    expect((await api.put(1, MATCH_1)).status).toBe(200);
    const stored = await storedResults(server, t.id);
    expect((await api.put(1, [r(1, 1), r(4, 2)])).status).toBe(400);
    expect((await api.put(1, [r(1, 1), r(2, 1)])).status).toBe(400);
    expect(await storedResults(server, t.id)).toEqual(stored);
    expect(await actions(server, t.id, 'match_results')).toHaveLength(1);
  });
});

describe('entering, correcting and removing', () => {
  it('answers the standings, replaces a corrected match, removes only the last one, and logs every step', async () => {
    const { creator, t, players } = await threeTeams();
    const api = seriesApi(server, creator, t.id);
    const first = await api.put(1, MATCH_1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      matches_total: 3,
      matches_played: 1,
      points: { placement: [10, 6, 3, 1], kill_points: 1 },
    });
    expect(
      first.body.rows.map((x: { team_number: number; total_points: number }) => [x.team_number, x.total_points]),
    ).toEqual([
      [1, 13],
      [2, 6],
      [3, 4],
    ]);
    expect(first.body.rows[0]).toEqual({
      rank: 1,
      team_number: 1,
      players: [players[0].username, players[1].username],
      total_points: 13,
      placement_points: 10,
      kill_points: 3,
      kills: 3,
      wins: 1,
      matches: [{ n: 1, placement: 1, kills: 3, points: 13 }],
    });
    expect((await api.view()).body).toMatchObject({ matches_played: 1, series: SERIES });
    expect(await storedResults(server, t.id)).toEqual(['1:1:1:3', '1:2:2:0', '1:3:3:1']);

    // Team 3 sits match 2 out: it scores 0 there.
    const second = await api.put(2, [r(2, 1, 2), r(1, 2)]);
    expect(second.body.matches_played).toBe(2);
    const t3 = second.body.rows.find((x: { team_number: number }) => x.team_number === 3);
    expect(t3).toMatchObject({ total_points: 4, matches: [{ n: 1, placement: 3, kills: 1, points: 4 }] });

    // Correcting match 1 replaces it whole: team 2 is left out of it now.
    const corrected = await api.put(1, [r(1, 3), r(3, 1, 5)]);
    expect(corrected.status).toBe(200);
    expect(corrected.body.matches_played).toBe(2);
    expect(await storedResults(server, t.id)).toEqual(['1:1:3:0', '1:3:1:5', '2:1:2:0', '2:2:1:2']);
    expect(
      corrected.body.rows.map((x: { rank: number; team_number: number; total_points: number }) => [
        x.rank,
        x.team_number,
        x.total_points,
      ]),
    ).toEqual([
      [1, 3, 15],
      [2, 2, 12],
      [3, 1, 9],
    ]);
    // An admin corrects too.
    expect((await seriesApi(server, admin, t.id).put(2, [r(2, 1, 2), r(1, 2)])).status).toBe(200);

    // Only the last match goes.
    for (const n of [1, 3, 0]) {
      expect(await api.del(n)).toMatchObject({ status: 409, body: { detail: SERIES_TEXT.notLastMatch(2) } });
    }
    expect((await api.del('x')).status).toBe(400);
    const removed = await api.del(2);
    expect(removed.status).toBe(200);
    expect(removed.body.matches_played).toBe(1);
    expect(await storedResults(server, t.id)).toEqual(['1:1:3:0', '1:3:1:5']);
    expect((await api.view()).body.matches_played).toBe(1);
    const emptied = await seriesApi(server, admin, t.id).del(1);
    expect(emptied.status).toBe(200);
    expect(emptied.body).toMatchObject({ matches_played: 0 });
    // Every team with players is still listed, all level.
    expect(emptied.body.rows.map((x: { rank: number; total_points: number }) => [x.rank, x.total_points])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(await api.del(1)).toMatchObject({ status: 409, body: { detail: SERIES_TEXT.noMatchEntered } });
    // Entered again after its removal, match 1 is new (not a correction).
    expect((await api.put(1, MATCH_1)).status).toBe(200);

    expect(await resultLines(t.id)).toEqual([
      ['match_results', creator.id, { match: 1, corrected: false }],
      ['match_results', creator.id, { match: 2, corrected: false }],
      ['match_results', creator.id, { match: 1, corrected: true }],
      ['match_results', admin.id, { match: 2, corrected: true }],
      ['match_results_removed', creator.id, { match: 2 }],
      ['match_results_removed', admin.id, { match: 1 }],
      ['match_results', creator.id, { match: 1, corrected: false }],
    ]);
    // The log the players read says the same.
    const log = await seriesApi(server, players[0], t.id).actions();
    expect(log.status).toBe(200);
    const shown = log.body.actions
      .filter((a: { kind: string }) => a.kind.startsWith('match_results'))
      .map((a: { kind: string; actor: string; match: number; corrected?: boolean }) => [
        a.kind,
        a.actor,
        a.match,
        a.corrected,
      ])
      .reverse();
    expect(shown).toEqual([
      ['match_results', creator.username, 1, false],
      ['match_results', creator.username, 2, false],
      ['match_results', creator.username, 1, true],
      ['match_results', admin.username, 2, true],
      ['match_results_removed', creator.username, 2, undefined],
      ['match_results_removed', admin.username, 1, undefined],
      ['match_results', creator.username, 1, false],
    ]);
  });
});

describe('standings_updated', () => {
  it('reaches anonymous sockets and players with the standings, never the room details', async () => {
    const { creator, t, players } = await threeTeams();
    const anonymous = await server.socket();
    const player = await server.socket(players[2].token);
    const heard = record(anonymous);
    const forThis = (p: { tournament_id: string }) => p.tournament_id === t.id;

    const seen = nextEvent(anonymous, 'standings_updated', 5000, forThis);
    const seenByPlayer = nextEvent(player, 'standings_updated', 5000, forThis);
    const card = nextEvent(anonymous, 'tournament_updated', 5000, (p) => p.tournament_id === t.id);
    const res = await seriesApi(server, creator, t.id).put(1, MATCH_1);
    expect(res.status).toBe(200);
    const event = await seen;
    expect(event).toEqual({ tournament_id: t.id, standings: res.body });
    expect(await seenByPlayer).toEqual(event);
    // Outsiders learn the match count with the card, still without the room.
    const update = await card;
    expect(update.tournament).toMatchObject({ matches_played: 1, room_code: null });

    const removedSeen = nextEvent(anonymous, 'standings_updated', 5000, forThis);
    const removed = await seriesApi(server, creator, t.id).del(1);
    expect(await removedSeen).toEqual({ tournament_id: t.id, standings: removed.body });

    await deliveredSoFar(server, [anonymous]);
    const mine = heard.heard.filter((h) => JSON.stringify(h.payload).includes(t.id));
    expect(mine.filter((h) => h.event === 'standings_updated')).toHaveLength(2);
    for (const h of mine) expect(JSON.stringify(h.payload)).not.toContain(ROOM);
  });
});

describe('results at the same moment', () => {
  it('two entries of one match: both land whole, one as the correction of the other', async () => {
    const { creator, t } = await threeTeams();
    const a = [r(1, 1), r(2, 2), r(3, 3)];
    const b = [r(3, 1, 9), r(2, 2, 1)];
    const [ra, rb] = await Promise.all([
      seriesApi(server, creator, t.id).put(1, a),
      seriesApi(server, admin, t.id).put(1, b),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const stored = await storedResults(server, t.id);
    expect([
      ['1:1:1:0', '1:2:2:0', '1:3:3:0'],
      ['1:2:2:1', '1:3:1:9'],
    ]).toContainEqual(stored);
    const flags = (await actions(server, t.id, 'match_results')).map((x) => x.detail.corrected);
    expect(flags).toEqual([false, true]);
    // The standings answered last are those stored.
    expect((await seriesApi(server, null, t.id).standings()).body.matches_played).toBe(1);

    // Two removals of the last match: one removes it, the other finds nothing left.
    const dels = await Promise.all([seriesApi(server, creator, t.id).del(1), seriesApi(server, admin, t.id).del(1)]);
    expect(dels.map((d) => d.status).sort()).toEqual([200, 409]);
    expect(dels.find((d) => d.status === 409)!.body.detail).toBe(SERIES_TEXT.noMatchEntered);
    expect(await storedResults(server, t.id)).toEqual([]);
    expect(await actions(server, t.id, 'match_results_removed')).toHaveLength(1);

    // Match 1 and match 2 sent together: match 2 lands only if match 1 committed first.
    const [m1, m2] = await Promise.all([
      seriesApi(server, creator, t.id).put(1, a),
      seriesApi(server, admin, t.id).put(2, b),
    ]);
    expect(m1.status).toBe(200);
    expect([200, 409]).toContain(m2.status);
    const after = await storedResults(server, t.id);
    expect(after.filter((x) => x.startsWith('2:'))).toHaveLength(m2.status === 200 ? 2 : 0);
  });
});
