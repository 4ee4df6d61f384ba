/**
 * What the host console reads off a tournament about squads, check-in and the waitlist: where the
 * check-in stands and who has not checked in, the teams held for a squad, and the seats offered to
 * the waitlist. Pure, so the console's numbers are tested without a screen.
 */
import type { Tournament } from '@squadhub/shared';

type Squads = Pick<Tournament, 'check_in_minutes' | 'start_type' | 'start_date' | 'teams'>;

export type CheckInPhase = 'before' | 'open' | 'closed';

export interface CheckInStatus {
  phase: CheckInPhase;
  opensAt: Date;
  /** The start: seats not checked in by then are freed and refunded. */
  closesAt: Date;
  seated: number;
  checkedIn: number;
  /** Seated players who have not checked in, in team and slot order (`name` null: no username to show). */
  missing: { name: string | null; team: number; slot: number }[];
}

/** Null when the tournament has no check-in (off, or no scheduled start). */
export function checkInStatus(t: Squads, now: number): CheckInStatus | null {
  if (t.check_in_minutes <= 0 || t.start_type !== 'scheduled' || !t.start_date) return null;
  const closesAt = new Date(t.start_date);
  const opensAt = new Date(closesAt.getTime() - t.check_in_minutes * 60_000);
  const phase: CheckInPhase = now >= closesAt.getTime() ? 'closed' : now >= opensAt.getTime() ? 'open' : 'before';
  let seated = 0;
  let checkedIn = 0;
  const missing: CheckInStatus['missing'] = [];
  for (const team of t.teams) {
    for (const slot of team.slots) {
      if (!slot.player_id) continue;
      seated += 1;
      if (slot.checked_in) checkedIn += 1;
      else missing.push({ name: slot.player_username, team: team.team_number, slot: slot.slot_index });
    }
  }
  return { phase, opensAt, closesAt, seated, checkedIn, missing };
}

export interface SquadHold {
  team: number;
  captain: string;
  expiresAt: string;
  seated: number;
  size: number;
}

/**
 * The teams held for a captain's squad that still wait for players, in team order. A full team's
 * hold has nothing left to wait for, and once the tournament is live no hold matters to the host
 * (the console keeps its room for the match): neither is listed.
 */
export function squadHolds(t: Pick<Tournament, 'teams' | 'status'>): SquadHold[] {
  if (t.status === 'live') return [];
  return t.teams
    .filter((team) => team.captain_username && team.hold_expires_at && team.slots.some((s) => !s.player_id))
    .map((team) => ({
      team: team.team_number,
      captain: team.captain_username!,
      expiresAt: team.hold_expires_at!,
      seated: team.slots.filter((s) => s.player_id).length,
      size: team.slots.length,
    }));
}

/** Empty seats held outside a squad's team: each is offered to a player of the waitlist right now. */
export function offeredSeats(t: Pick<Tournament, 'teams'>): number {
  return t.teams
    .filter((team) => !team.captain_username)
    .reduce((n, team) => n + team.slots.filter((s) => s.held && !s.player_id).length, 0);
}

/**
 * Whether the waitlist is worth a place on the console: someone waits, or every seat is taken (or
 * held) while entries are open, which is when players can join it.
 */
export function waitlistMatters(t: Pick<Tournament, 'waitlist_count' | 'teams' | 'viewer'>): boolean {
  if (t.waitlist_count > 0) return true;
  return (
    t.viewer.entries_open &&
    t.teams.length > 0 &&
    t.teams.every((team) => team.slots.every((s) => s.player_id || s.held))
  );
}

/** A short time left: "12:04", "1:02:03"; "0:00" once past. */
export function timeLeft(until: string | Date, now: number): string {
  const total = Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
