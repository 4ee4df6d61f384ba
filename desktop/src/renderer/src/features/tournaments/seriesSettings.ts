/**
 * What the series fields of the creation dialog and the super admin's full edit work with
 * (docs/product/series.md): the preset names, a starting series, and the coins a payout would pay
 * from a pool. Pure, so the dialog, the full edit and the payout confirmation all agree.
 */
import {
  KILL_POINTS_DEFAULT,
  SERIES_HOST_NOTICE,
  TOURNAMENTS_SCREEN,
  placementTable,
  seriesSettingsSchema,
  seriesSizeError,
  type PointsPresetId,
  type SeriesSettingsRequest,
  type Tournament,
} from '@squadhub/shared';

/** The points tables' names, in English (brands stay as they are): drawn through `say`. */
export const PRESET_LABELS: Record<PointsPresetId, string> = {
  pubgm: 'PUBG Mobile',
  pubgm_classic: TOURNAMENTS_SCREEN.presets.pubgmClassic,
  ffws: 'Free Fire WS',
  algs: 'ALGS',
  custom: TOURNAMENTS_SCREEN.presets.custom,
};

export const DEFAULT_MATCHES = 4;
export const DEFAULT_PAYOUT = [50, 30, 20] as const;

/** The series a host starts from: PUBG Mobile's table, 1 point a kill, 50/30/20. */
export function defaultSeries(): SeriesSettingsRequest {
  return {
    matches: DEFAULT_MATCHES,
    points: { preset: 'pubgm', placement: [...placementTable('pubgm')], kill_points: KILL_POINTS_DEFAULT },
    payout: [...DEFAULT_PAYOUT],
  };
}

/** A tournament's series as the fields edit it (its table always spelled out), or null. */
export function seriesValues(series: Tournament['series']): SeriesSettingsRequest | null {
  if (!series) return null;
  return {
    matches: series.matches,
    points: {
      preset: series.points.preset,
      placement: [...series.points.placement],
      kill_points: series.points.kill_points,
    },
    payout: [...series.payout],
  };
}

/** The 1-based places whose points are above the place before them (the schema refuses those). */
export function raisedPlaces(placement: readonly number[]): number[] {
  const raised: number[] = [];
  placement.forEach((p, i) => {
    const above = placement[i - 1];
    if (i > 0 && Number.isFinite(p) && above !== undefined && Number.isFinite(above) && p > above) raised.push(i + 1);
  });
  return raised;
}

/**
 * Rank r's share of `pool` (floor(pool × percent / 100), as the server pays it) and what is left
 * for the creator. Percentages not yet typed count as 0.
 */
export function payoutShares(pool: number, payout: readonly number[]): { shares: number[]; left: number } {
  const safePool = Number.isFinite(pool) && pool > 0 ? Math.floor(pool) : 0;
  const shares = payout.map((p) => (Number.isFinite(p) && p > 0 ? Math.floor((safePool * p) / 100) : 0));
  return { shares, left: safePool - shares.reduce((s, c) => s + c, 0) };
}

/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** What is wrong with a series as typed, by field: the shared schema's words, plus the team-count limits. */
export interface SeriesProblems {
  matches?: string;
  killPoints?: string;
  /** About the placement table as a whole (a place scoring more than the one above, a custom table left empty). */
  placement?: string;
  /** 1-based places whose own value is wrong. */
  placementAt: Set<number>;
  payout?: string;
  /** 1-based ranks whose own value is wrong. */
  payoutAt: Set<number>;
  /** Lists longer than the tournament has teams. */
  size?: string;
  any: boolean;
}

export function seriesProblems(value: SeriesSettingsRequest, maxTeams: number): SeriesProblems {
  const problems: SeriesProblems = { placementAt: new Set(), payoutAt: new Set(), any: false };
  const parsed = seriesSettingsSchema.safeParse(value);
  if (parsed.success) {
    problems.size = (Number.isFinite(maxTeams) && maxTeams > 0 && seriesSizeError(parsed.data, maxTeams)) || undefined;
    problems.any = !!problems.size;
    return problems;
  }
  for (const issue of parsed.error.issues) {
    const [first, second, third] = issue.path;
    if (first === 'matches') problems.matches ??= issue.message;
    else if (first === 'points' && second === 'kill_points') problems.killPoints ??= issue.message;
    else if (first === 'points' && second === 'placement') {
      if (typeof third === 'number') problems.placementAt.add(third + 1);
      problems.placement ??= issue.message;
    } else if (first === 'payout') {
      if (typeof second === 'number') problems.payoutAt.add(second + 1);
      problems.payout ??= issue.message;
    }
  }
  const raised = raisedPlaces(value.points.placement ?? []);
  raised.forEach((place) => problems.placementAt.add(place));
  if (raised.length) problems.placement = SERIES_HOST_NOTICE.placementRaised(raised[0]!);
  problems.any = true;
  return problems;
}
