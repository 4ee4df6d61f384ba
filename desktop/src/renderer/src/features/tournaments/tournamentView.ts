/**
 * Pure display rules of a tournament card (docs/product/screens.md#tournament-card). Kept free of React
 * so they are unit-tested and shared by the grid, the waiting card and My Account.
 */
import {
  START_TIME_FORMAT,
  TOURNAMENT_DEFAULTS,
  TOURNAMENTS_SCREEN,
  VOID_NOTICE,
  isCreator,
  isSuperAdmin,
  type Person,
  type Tournament,
} from '@squadhub/shared';
import { dateFormat, formatDuration } from '../../lib/format';

/**
 * The cards drawn first when the list first arrives: two rows of a laptop's three columns; on a
 * phone's one column, the one and a half cards it shows. The rest follow in renders of their own
 * (CARDS_PER_LATER_RENDER at a time), so a phone is not held for the cards of a page at once: the
 * commit and the layout of six cards were a phone's longest task (docs/design/phones.md#the-app-shell).
 */
export const FIRST_CARDS = 6;
export const FIRST_CARDS_ON_A_PHONE = 2;
/**
 * The cards after the first ones follow this many to a background render: all of a page's at once
 * were one commit and one layout of thirty cards, a phone's longest task after the first screen.
 */
export const CARDS_PER_LATER_RENDER = 6;

/** Teams shown when a tournament carries none (docs/product/limits.md#display). */
export const DISPLAY_TEAMS_FALLBACK = TOURNAMENT_DEFAULTS.maxTeams;

/**
 * Pending as the creator sees it (docs/product/tournaments.md#pending-as-the-client-counts-it): approval pending, or status pending while the
 * approval is anything but approved.
 */
export function isPendingApproval(t: Pick<Tournament, 'approval_status' | 'status'>): boolean {
  return t.approval_status === 'pending' || (t.status === 'pending' && t.approval_status !== 'approved');
}

/** Prize pool with its fallback: players x entry fee when the pool is missing. */
export function displayPrizePool(t: Pick<Tournament, 'prize_pool' | 'current_players' | 'entry_fee'>): number {
  return t.prize_pool || t.current_players * t.entry_fee;
}

export function displayTeams(t: Pick<Tournament, 'max_teams'>): number {
  return t.max_teams || DISPLAY_TEAMS_FALLBACK;
}

export function displayMaxPlayers(t: Pick<Tournament, 'max_players' | 'max_teams' | 'slots_per_team'>): number {
  return t.max_players || displayTeams(t) * (t.slots_per_team || 1);
}

/** Locked for its own creator while pending; a super admin is exempt (docs/product/tournaments.md#approval). */
export function isLockedFor(t: Pick<Tournament, 'approval_status' | 'status' | 'creator_id'>, user: Person): boolean {
  return isPendingApproval(t) && isCreator(t, user) && !isSuperAdmin(user);
}

/** Edit: the creator (reschedule) or the super admin (full control). */
export function canSeeEdit(t: Pick<Tournament, 'creator_id'>, user: Person): boolean {
  return isSuperAdmin(user) || isCreator(t, user);
}

export type StatusBadge = { label: string; tone: 'pending' | 'danger' | 'live' | 'accent' | 'muted' | 'info' };

/**
 * Status badges: pending amber, declined red, approved none; then LIVE / upcoming / completed /
 * finalized. The labels are the catalogue's English: the card draws them through `say`.
 */
export function statusBadges(
  t: Pick<Tournament, 'approval_status' | 'status' | 'is_finalized' | 'entries_stopped'> &
    Partial<Pick<Tournament, 'void_reason'>>,
): StatusBadge[] {
  const badges: StatusBadge[] = [];
  if (t.approval_status === 'declined') badges.push({ label: TOURNAMENTS_SCREEN.status.declined, tone: 'danger' });
  else if (isPendingApproval(t)) badges.push({ label: TOURNAMENTS_SCREEN.status.pendingApproval, tone: 'pending' });
  // A void is finalized too: the card says which (docs/product/trust.md).
  if (t.void_reason) badges.push({ label: VOID_NOTICE.badge, tone: 'danger' });
  else if (t.is_finalized) badges.push({ label: TOURNAMENTS_SCREEN.status.finalized, tone: 'muted' });
  else if (t.status === 'live') badges.push({ label: TOURNAMENTS_SCREEN.status.live, tone: 'live' });
  else if (t.status === 'completed') badges.push({ label: TOURNAMENTS_SCREEN.status.completed, tone: 'muted' });
  else if (t.status === 'upcoming') badges.push({ label: TOURNAMENTS_SCREEN.status.upcoming, tone: 'info' });
  if (t.entries_stopped && !t.is_finalized)
    badges.push({ label: TOURNAMENTS_SCREEN.status.entriesClosed, tone: 'muted' });
  return badges;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
}

/** Time left until `start` in days, hours and minutes; null once the start has passed. */
export function countdownTo(start: string | null, now: number): CountdownParts | null {
  if (!start) return null;
  const ms = Date.parse(start) - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const totalMinutes = Math.ceil(ms / 60_000);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

export function formatCountdown(p: CountdownParts): string {
  const localised = formatDuration(
    p.days > 0
      ? { days: p.days, hours: p.hours, minutes: p.minutes }
      : p.hours > 0
        ? { hours: p.hours, minutes: p.minutes }
        : { minutes: p.minutes },
  );
  if (localised) return localised;
  if (p.days > 0) return `${p.days}d ${p.hours}h ${p.minutes}m`;
  if (p.hours > 0) return `${p.hours}h ${p.minutes}m`;
  return `${p.minutes}m`;
}

const localDateTime = () => dateFormat(START_TIME_FORMAT);

/**
 * A date in the viewer's own time zone, with the zone named (docs/design/look-and-feel.md#time-and-money).
 * One formatter for every card: building one per call was the grid's costliest line on a phone.
 */
export function formatLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return localDateTime().format(d);
}

/** The viewer's time zone name, e.g. "Europe/London". */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** ISO date → value of an `<input type="datetime-local">` in the viewer's zone. */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `<input type="datetime-local">` value (viewer's zone) → ISO string, or null when empty/invalid. */
export function fromDateTimeLocal(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
