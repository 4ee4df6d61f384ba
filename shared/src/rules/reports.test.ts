import { describe, expect, it } from 'vitest';
import {
  agreeingResults,
  checkRead,
  markReports,
  matchReporting,
  openReportMatch,
  type ReportingState,
  type TeamReport,
} from './reports.js';

const report = (team: number, placement: number, kills: number, read?: [number | null, number | null]): TeamReport => ({
  team_number: team,
  placement,
  kills,
  read: read ? { placement: read[0], kills_total: read[1] } : null,
});

describe('a read against the typed numbers', () => {
  it('agrees only when placement and total kills were both read and equal', () => {
    expect(checkRead(report(1, 3, 7, [3, 7]))).toEqual({ status: 'agrees' });
    expect(checkRead(report(1, 3, 7))).toEqual({ status: 'unverified' });
    expect(checkRead(report(1, 3, 7, [null, 7]))).toEqual({ status: 'unverified' });
    expect(checkRead(report(1, 3, 7, [3, null]))).toEqual({ status: 'unverified' });
  });

  it('disagrees with both values of each number that differs', () => {
    expect(checkRead(report(1, 3, 7, [4, 7]))).toEqual({ status: 'disagrees', placement: { typed: 3, read: 4 } });
    expect(checkRead(report(1, 3, 7, [3, 0]))).toEqual({ status: 'disagrees', kills: { typed: 7, read: 0 } });
    expect(checkRead(report(1, 3, 7, [null, 9]))).toEqual({ status: 'disagrees', kills: { typed: 7, read: 9 } });
    expect(checkRead(report(1, 3, 7, [1, 9]))).toEqual({
      status: 'disagrees',
      placement: { typed: 3, read: 1 },
      kills: { typed: 7, read: 9 },
    });
  });
});

describe('marking the rows of a match', () => {
  it('agrees, unverified, conflict on a read, and missing', () => {
    const rows = markReports([1, 2, 3, 4], [report(1, 1, 5, [1, 5]), report(2, 2, 0), report(3, 3, 2, [3, 4])]);
    expect(rows.map((r) => [r.team_number, r.mark])).toEqual([
      [1, 'agrees'],
      [2, 'unverified'],
      [3, 'conflict'],
      [4, 'missing'],
    ]);
    expect(rows[2]).toMatchObject({ claimed_by: [], read: { kills: { typed: 2, read: 4 } } });
    expect(agreeingResults(rows)).toEqual([{ team_number: 1, placement: 1, kills: 5 }]);
  });

  it('two teams claiming one placement are both in conflict, even when their reads agree', () => {
    const rows = markReports([1, 2, 3], [report(1, 1, 5, [1, 5]), report(2, 1, 3, [1, 3]), report(3, 2, 0, [2, 0])]);
    expect(rows.map((r) => r.mark)).toEqual(['conflict', 'conflict', 'agrees']);
    expect(rows[0]).toMatchObject({ claimed_by: [2], read: null });
    expect(rows[1]).toMatchObject({ claimed_by: [1], read: null });
    expect(agreeingResults(rows)).toEqual([{ team_number: 3, placement: 2, kills: 0 }]);
  });

  it('leaves out a report of a team without a row, and does not count its claim', () => {
    const rows = markReports([1], [report(1, 1, 0, [1, 0]), report(9, 1, 0, [1, 0])]);
    expect(rows).toEqual([{ team_number: 1, mark: 'agrees', report: report(1, 1, 0, [1, 0]) }]);
  });
});

describe('which match takes reports', () => {
  const series = (over: Partial<ReportingState>): ReportingState => ({
    status: 'live',
    is_finalized: false,
    series: { matches: 3 },
    matches_played: 0,
    ...over,
  });

  it('a live series: the first match without results; earlier ones are closed, later ones not started', () => {
    const t = series({ matches_played: 1 });
    expect(openReportMatch(t)).toBe(2);
    expect([1, 2, 3].map((n) => matchReporting(t, n))).toEqual(['closed', 'open', 'not_started']);
    const done = series({ matches_played: 3 });
    expect(openReportMatch(done)).toBeNull();
    expect(matchReporting(done, 3)).toBe('closed');
  });

  it('before the room code nothing is open; once finalized everything is closed', () => {
    for (const status of ['pending', 'upcoming'] as const) {
      expect(openReportMatch(series({ status }))).toBeNull();
      expect(matchReporting(series({ status }), 1)).toBe('not_started');
    }
    expect(matchReporting(series({ is_finalized: true, status: 'completed', matches_played: 1 }), 2)).toBe('closed');
  });

  it('a single game is match 1, open while live', () => {
    const single = series({ series: null });
    expect(openReportMatch(single)).toBe(1);
    expect(matchReporting(single, 1)).toBe('open');
    expect(matchReporting({ ...single, is_finalized: true }, 1)).toBe('closed');
  });
});
