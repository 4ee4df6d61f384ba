/**
 * A tournament becomes a series at creation or in the super admin's full edit
 * (docs/product/series.md#a-tournament-can-be-a-series): every rule of the settings answers 400 with
 * its own words and changes nothing, the answer carries `series` (the preset's table filled in)
 * and `matches_played`, the full edit may change or clear the series until the first result
 * exists (then 409), and a tournament without a series works exactly as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_PRESETS, SERIES_TEXT } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createBody, createTestTournament, tournamentCount } from '../support/tournament-factories.js';
import { balanceOf } from '../play/helpers.js';
import { as, expectLedgerClean, tournamentRow } from '../squads/helpers.js';
import { SERIES, liveSeries, r, seriesApi } from './helpers.js';

let server: TestServer;
let superAdmin: TestUser;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  superAdmin = await createUser(server.ctx, { role: 'super_admin' });
});
afterAll(() => server?.dispose());

/** alcatraz_squad with 10 teams (createBody), as a series. */
const create = (user: TestUser, series: unknown, overrides: Record<string, unknown> = {}) =>
  as(server, user).post('/tournaments', createBody({ series, ...overrides }));

const fullEdit = (id: string, body: object, user: TestUser = superAdmin) =>
  as(server, user).put(`/admin/tournaments/${id}/full-edit`, body);

const valid = { matches: 4, points: { preset: 'pubgm' }, payout: [50, 30, 20] };
const withPoints = (points: object) => ({ ...valid, points: { ...valid.points, ...points } });

/** [name, series, the 400's words]: the form has max_teams 10. */
const badSeries: [string, unknown, string][] = [
  ['one match', { ...valid, matches: 1 }, SERIES_TEXT.matchesRange],
  ['21 matches', { ...valid, matches: 21 }, SERIES_TEXT.matchesRange],
  ['2.5 matches', { ...valid, matches: 2.5 }, SERIES_TEXT.matchesRange],
  ['matches as text', { ...valid, matches: '3' }, SERIES_TEXT.matchesRange],
  ['no matches', { points: valid.points, payout: valid.payout }, SERIES_TEXT.matchesRange],
  ['an unknown preset', withPoints({ preset: 'fortnite' }), SERIES_TEXT.presetUnknown],
  ['increasing placement', withPoints({ preset: 'custom', placement: [10, 6, 7] }), SERIES_TEXT.placementIncreasing],
  ['a negative placement', withPoints({ placement: [5, -1] }), SERIES_TEXT.placementPoints],
  ['fractional placement', withPoints({ placement: [5, 2.5] }), SERIES_TEXT.placementPoints],
  ['empty placement', withPoints({ preset: 'custom', placement: [] }), SERIES_TEXT.placementPoints],
  ['placement as text', withPoints({ placement: '10,6' }), SERIES_TEXT.placementPoints],
  [
    'custom placement longer than the teams',
    withPoints({ preset: 'custom', placement: [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] }),
    SERIES_TEXT.placementTooLong(10),
  ],
  ['51 kill points', withPoints({ kill_points: 51 }), SERIES_TEXT.killPoints],
  ['negative kill points', withPoints({ kill_points: -1 }), SERIES_TEXT.killPoints],
  ['fractional kill points', withPoints({ kill_points: 1.5 }), SERIES_TEXT.killPoints],
  ['a zero payout', { ...valid, payout: [50, 0] }, SERIES_TEXT.payoutPercent],
  ['a fractional payout', { ...valid, payout: [50.5] }, SERIES_TEXT.payoutPercent],
  ['an empty payout', { ...valid, payout: [] }, SERIES_TEXT.payoutPercent],
  ['a payout that is no list', { ...valid, payout: 100 }, SERIES_TEXT.payoutPercent],
  ['a payout over 100', { ...valid, payout: [60, 30, 11] }, SERIES_TEXT.payoutOver100],
  ['a huge payout', { ...valid, payout: [1e12] }, SERIES_TEXT.payoutPercent],
  ['more payouts than teams', { ...valid, payout: Array(11).fill(1) }, SERIES_TEXT.payoutTooLong(10)],
];

describe('a series at creation', () => {
  it.each(badSeries)('refuses %s with 400 and its words, creating nothing', async (_name, series, detail) => {
    const before = await tournamentCount(server.ctx);
    const res = await create(superAdmin, series);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
    expect(await tournamentCount(server.ctx)).toBe(before);
  });

  // Known bug: the create form's superRefine (shared/src/schemas/tournaments.ts) hands the series
  // it could not transform to seriesSizeError (shared/src/schemas/series.ts), which reads
  // `placement.length` of undefined: 500. Drop `.fails` once it answers 400.
  it('refuses custom without placement with 400 and its words (today: 500)', async () => {
    const res = await create(superAdmin, withPoints({ preset: 'custom' }));
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(SERIES_TEXT.customNeedsPlacement);
  });

  it('fills the preset table, keeps a placement sent with a preset, defaults kill points to 1', async () => {
    const filled = await create(superAdmin, valid);
    expect(filled.status).toBe(201);
    expect(filled.body).toMatchObject({
      series: {
        matches: 4,
        points: { preset: 'pubgm', placement: [...POINTS_PRESETS.pubgm], kill_points: 1 },
        payout: [50, 30, 20],
      },
      matches_played: 0,
    });
    expect((await tournamentRow(server, filled.body.id))!.series).toEqual(filled.body.series);
    // Anyone reading the tournament sees the same series.
    const seen = await as(server, null).get(`/tournaments/${filled.body.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ series: filled.body.series, matches_played: 0 });

    // A preset's table may list more places than there are teams (those places score 0).
    const classic = await create(superAdmin, { ...valid, points: { preset: 'pubgm_classic', kill_points: 0 } });
    expect(classic.status).toBe(201);
    expect(classic.body.series.points).toEqual({
      preset: 'pubgm_classic',
      placement: [...POINTS_PRESETS.pubgm_classic],
      kill_points: 0,
    });

    const own = await create(superAdmin, {
      matches: 20,
      points: { preset: 'ffws', placement: [20, 20, 5, 0], kill_points: 50 },
      payout: Array(10).fill(10),
    });
    expect(own.status).toBe(201);
    expect(own.body.series).toEqual({
      matches: 20,
      points: { preset: 'ffws', placement: [20, 20, 5, 0], kill_points: 50 },
      payout: Array(10).fill(10),
    });

    const custom = await create(superAdmin, {
      matches: 2,
      points: { preset: 'custom', placement: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] },
      payout: [100],
    });
    expect(custom.status).toBe(201);
    expect(custom.body.series.points).toEqual({
      preset: 'custom',
      placement: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
      kill_points: 1,
    });
  });

  it("is a single game without a series (absent or null), and a player's series waits for approval", async () => {
    for (const body of [createBody(), createBody({ series: null })]) {
      const res = await as(server, superAdmin).post('/tournaments', body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ series: null, matches_played: 0 });
      expect((await tournamentRow(server, res.body.id))!.series).toBeNull();
    }
    const player = await createUser(server.ctx);
    const pending = await create(player, valid);
    expect(pending.status).toBe(201);
    expect(pending.body).toMatchObject({ status: 'pending', matches_played: 0 });
    expect(pending.body.series.points.placement).toEqual([...POINTS_PRESETS.pubgm]);
    // Not approved: invisible to others, and so are its standings.
    expect((await seriesApi(server, null, pending.body.id).standings()).status).toBe(404);
    expect((await seriesApi(server, player, pending.body.id).standings()).status).toBe(200);
  });
});

describe('a series in the full edit', () => {
  it('turns a single game into a series, changes it and clears it, with the same rules', async () => {
    const creator = await createUser(server.ctx);
    const t = await createTestTournament(server.ctx, creator.id, { template: 'alcatraz_duo', maxTeams: 6 });
    const made = await fullEdit(t.id, { series: valid });
    expect(made.status).toBe(200);
    expect(made.body.tournament).toMatchObject({
      series: { matches: 4, points: { preset: 'pubgm', placement: [...POINTS_PRESETS.pubgm], kill_points: 1 } },
      matches_played: 0,
    });

    // Bad settings: 400 with the same words, the row untouched.
    const before = (await tournamentRow(server, t.id))!;
    const bodyRules: [string, unknown, string][] = [
      ...badSeries.filter(([name]) => !name.includes('than')),
      ['custom without placement', withPoints({ preset: 'custom' }), SERIES_TEXT.customNeedsPlacement],
    ];
    for (const [, series, detail] of bodyRules) {
      const res = await fullEdit(t.id, { series });
      expect(res.status, JSON.stringify(series)).toBe(400);
      expect(res.body.detail).toBe(detail);
    }
    // The lists must fit the grid: its new size when the edit changes it, else the current one.
    expect(await fullEdit(t.id, { series: { ...valid, payout: Array(7).fill(1) } })).toMatchObject({
      status: 400,
      body: { detail: SERIES_TEXT.payoutTooLong(6) },
    });
    expect(
      await fullEdit(t.id, { max_teams: 2, series: withPoints({ preset: 'custom', placement: [3, 2, 1] }) }),
    ).toMatchObject({ status: 400, body: { detail: SERIES_TEXT.placementTooLong(2) } });
    // Shrinking the grid under the stored payout (three ranks) is refused too.
    expect(await fullEdit(t.id, { max_teams: 2 })).toMatchObject({
      status: 400,
      body: { detail: SERIES_TEXT.payoutTooLong(2) },
    });
    expect({ ...(await tournamentRow(server, t.id))!, updatedAt: null }).toEqual({ ...before, updatedAt: null });

    const changed = await fullEdit(t.id, { max_teams: 4, series: { ...SERIES, matches: 5 } });
    expect(changed.status).toBe(200);
    expect(changed.body.tournament).toMatchObject({ max_teams: 4, series: { ...SERIES, matches: 5 } });
    // An edit without `series` keeps it.
    const renamed = await fullEdit(t.id, { title: 'Renamed Series' });
    expect(renamed.body.tournament).toMatchObject({ title: 'Renamed Series', series: { ...SERIES, matches: 5 } });

    const cleared = await fullEdit(t.id, { series: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.tournament).toMatchObject({ series: null, matches_played: 0 });
    expect((await tournamentRow(server, t.id))!.series).toBeNull();

    // Only the super admin edits (the creator and an admin get 403).
    const admin = await createUser(server.ctx, { role: 'admin' });
    expect((await fullEdit(t.id, { series: valid }, creator)).status).toBe(403);
    expect((await fullEdit(t.id, { series: valid }, admin)).status).toBe(403);
    expect((await tournamentRow(server, t.id))!.series).toBeNull();
  });

  it('locks the series once a result exists (409), and frees it when the results are removed', async () => {
    const { creator, t } = await liveSeries(server, {
      seats: [
        [1, 0],
        [2, 0],
      ],
    });
    expect((await seriesApi(server, creator, t.id).put(1, [r(1, 1), r(2, 2)])).status).toBe(200);
    const stored = (await tournamentRow(server, t.id))!.series;
    for (const series of [null, { ...SERIES, matches: 6 }, SERIES]) {
      expect(await fullEdit(t.id, { series })).toMatchObject({
        status: 409,
        body: { detail: SERIES_TEXT.seriesLocked },
      });
    }
    expect((await tournamentRow(server, t.id))!.series).toEqual(stored);
    // Other fields still change, the series stays; the answer counts the entered match.
    const renamed = await fullEdit(t.id, { title: 'Still a series' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.tournament).toMatchObject({ title: 'Still a series', series: SERIES, matches_played: 1 });

    expect((await seriesApi(server, creator, t.id).del(1)).status).toBe(200);
    const freed = await fullEdit(t.id, { series: null });
    expect(freed.status).toBe(200);
    expect(freed.body.tournament).toMatchObject({ series: null, matches_played: 0 });
  });
});

describe('a tournament without a series', () => {
  it('has no series routes (409) and select-winners pays it as before', async () => {
    const { creator, t, players } = await liveSeries(server, {
      seats: [
        [1, 0],
        [2, 0],
      ],
      series: null,
    });
    const [p1, p2] = players;
    const api = seriesApi(server, creator, t.id);
    const view = await api.view();
    expect(view.body).toMatchObject({ series: null, matches_played: 0, status: 'live' });
    for (const res of [await api.put(1, [r(1, 1)]), await api.del(1), await api.standings(), await api.finalize()]) {
      expect(res).toMatchObject({ status: 409, body: { detail: SERIES_TEXT.notSeries } });
    }
    expect((await seriesApi(server, null, t.id).standings()).status).toBe(409);

    const paid = await api.selectWinners([
      { user_id: p2.id, coins_awarded: 12, position: 1 },
      { user_id: p1.id, coins_awarded: 5, position: 2 },
    ]);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ is_finalized: true, status: 'completed', series: null, matches_played: 0 });
    expect(await balanceOf(server, p2.id)).toEqual({ purchased: 0, winnings: 12 });
    expect(await balanceOf(server, p1.id)).toEqual({ purchased: 0, winnings: 5 });
    expect(await balanceOf(server, creator.id)).toEqual({ purchased: 0, winnings: 3 });
    await expectLedgerClean(server);
  });
});
