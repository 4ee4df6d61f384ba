/**
 * What the squad, check-in and waitlist screens work out from a tournament's answer: which seats
 * are free to take, which team a captain may reserve, which team an invite names, where the
 * check-in window stands. Free of React so the rules are unit-tested.
 */
import {
  entriesOpen,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_QUERY_PARAM,
  type Slot,
  type Team,
  type Tournament,
} from '@squadhub/shared';
import { dateFormat } from '../../lib/format';

/** The query parameter the captain's shared link adds beside the invite code: the team it is for. */
export const TEAM_HINT_PARAM = 'team';

/** An empty slot nobody holds: anyone may take it with one tap. */
export const isFreeSlot = (s: Slot) => !s.player_id && !s.held;

/** Some seat is free to take (the full view only: a summary has no teams and says nothing). */
export const hasFreeSeat = (t: Pick<Tournament, 'teams'>) => t.teams.some((team) => team.slots.some(isFreeSlot));

/** A team a captain may reserve: every slot empty and none held. */
export const isReservable = (team: Team) => !team.captain_username && team.slots.every(isFreeSlot);

/** Teams of two or more, entries open: a squad may reserve a whole team. */
export const reservesTeams = (
  t: Pick<Tournament, 'slots_per_team' | 'approval_status' | 'entries_stopped' | 'is_finalized'>,
) => t.slots_per_team >= 2 && entriesOpen(t);

/** The first team a captain may reserve, in grid order, or null. */
export const firstReservableTeam = (t: Pick<Tournament, 'teams'>): Team | null => t.teams.find(isReservable) ?? null;

/** The team `username` reserved, while its hold lasts (the server names the captain only then). */
export const captainsTeam = (t: Pick<Tournament, 'teams'>, username: string | undefined): Team | null =>
  (username && t.teams.find((team) => team.captain_username === username)) || null;

/** The viewer's coins do not cover the entry fee of a seat. */
export const isShortOfCoinsFor = (t: Pick<Tournament, 'entry_fee'>, balance: number) => balance < t.entry_fee;

/** The players seated in a team, in slot order. */
export const membersOf = (team: Team): string[] =>
  team.slots.flatMap((s) => (s.player_id ? [s.player_username ?? '?'] : []));

/**
 * The team an invite is for: the one the link names (the captain's client adds it), if that team
 * is still reserved; else the only reserved team, when there is just one. Null when it cannot tell.
 */
export function invitedTeam(t: Pick<Tournament, 'teams'>, hint: string | null): Team | null {
  const held = t.teams.filter((team) => team.captain_username);
  const named = hint ? held.find((team) => String(team.team_number) === hint) : undefined;
  if (named) return named;
  return held.length === 1 ? held[0]! : null;
}

/** The captain's link to share: the server's invite address with the team named beside the code. */
export function inviteLinkWithTeam(inviteUrl: string, team: number): string {
  try {
    const url = new URL(inviteUrl);
    url.searchParams.set(TEAM_HINT_PARAM, String(team));
    return url.toString();
  } catch {
    return inviteUrl;
  }
}

/** The invite code of a page address, or null (the code is all the server needs). */
export function inviteCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(INVITE_QUERY_PARAM)?.trim();
  return code || null;
}

/** What the server forgives in a typed code (shared/src/schemas/play.ts): spaces, dashes and case. */
const bareCode = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/**
 * The code as the captain reads it out on voice chat: two groups of five, "K7QMZ-29XDA", in the
 * alphabet that has no 0/O or 1/I/L to confuse.
 */
export function formatInviteCode(code: string): string {
  const bare = bareCode(code);
  return bare.length === INVITE_CODE_LENGTH ? `${bare.slice(0, 5)}-${bare.slice(5)}` : bare;
}

/** A code a player typed, in the server's spelling, or null when it cannot be one. */
export function typedInviteCode(text: string): string | null {
  const bare = bareCode(text);
  if (bare.length !== INVITE_CODE_LENGTH) return null;
  return [...bare].every((c) => INVITE_CODE_ALPHABET.includes(c)) ? bare : null;
}

// ---- Check-in ------------------------------------------------------------------------------

export type CheckInPhase = 'off' | 'before' | 'open' | 'closed';

export interface CheckInWindow {
  phase: CheckInPhase;
  /** When the window opens and closes (the start), as ISO strings; null when there is no check-in. */
  opensAt: string | null;
  closesAt: string | null;
}

/**
 * Where the tournament's check-in stands at `now`, as the server reckons it: with check_in_minutes
 * > 0 and a scheduled start, it opens that many minutes before the start and closes at the start.
 */
export function checkInWindow(
  t: Pick<Tournament, 'check_in_minutes' | 'start_type' | 'start_date'>,
  now: number,
): CheckInWindow {
  const start = t.start_date ? Date.parse(t.start_date) : NaN;
  if (t.check_in_minutes <= 0 || t.start_type !== 'scheduled' || !Number.isFinite(start))
    return { phase: 'off', opensAt: null, closesAt: null };
  const opens = start - t.check_in_minutes * 60_000;
  const phase: CheckInPhase = now >= start ? 'closed' : now >= opens ? 'open' : 'before';
  return { phase, opensAt: new Date(opens).toISOString(), closesAt: new Date(start).toISOString() };
}

/** The viewer's own slot, read from the teams. */
export function ownSlot(t: Pick<Tournament, 'teams'>, userId: string | undefined): Slot | null {
  if (!userId) return null;
  for (const team of t.teams) {
    const slot = team.slots.find((s) => s.player_id === userId);
    if (slot) return slot;
  }
  return null;
}

// ---- Time ----------------------------------------------------------------------------------

/** Seconds left until `iso` (0 once past). */
export const secondsLeft = (iso: string, now: number) => Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));

/** "2:05" for a countdown of seconds. */
export function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

const clockToday = () => dateFormat({ hour: '2-digit', minute: '2-digit' });
const clockOtherDay = () =>
  dateFormat({ weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** A time of day in the viewer's zone ("18:30"), with the day in front when it is not today. */
export function formatClock(iso: string, now: number = Date.now()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const sameDay = d.toDateString() === new Date(now).toDateString();
  return (sameDay ? clockToday : clockOtherDay)().format(d);
}
