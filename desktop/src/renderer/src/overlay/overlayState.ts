/**
 * The OBS overlay's display rules, free of React so they are unit-tested: what to show for a
 * tournament's status, whether to invite viewers to join, which players joined lately, and which
 * options the browser-source address asked for. The overlay only ever holds the public view of a tournament
 * (fetched and subscribed without a login), so room details cannot reach a stream.
 */
import { DEFAULT_LOCALE, SQUAD_LABELS, isLocale, type Locale, type Tournament } from '@squadhub/shared';

export type OverlayTheme = 'dark' | 'light' | 'clear';

export interface OverlayOptions {
  theme: OverlayTheme;
  compact: boolean;
  /** `?lang=hi`: the overlay's words, set apart from the console's. */
  language: Locale;
}

const THEMES: ReadonlySet<string> = new Set(['dark', 'light', 'clear']);

/** `?theme=dark|light|clear&compact=1` from the browser source's address. */
export function overlayOptions(search: string): OverlayOptions {
  const params = new URLSearchParams(search);
  const theme = params.get('theme') ?? 'dark';
  const compact = params.get('compact');
  const language = params.get('lang');
  return {
    theme: (THEMES.has(theme) ? theme : 'dark') as OverlayTheme,
    compact: compact === '1' || compact === 'true',
    // Its own language, whatever the host's console shows (docs/product/languages.md#the-overlay).
    language: isLocale(language) ? language : DEFAULT_LOCALE,
  };
}

/** The tournament id in /overlay/tournaments/<id>, or null. */
export function overlayTournamentId(pathname: string): string | null {
  const match = /^\/overlay\/tournaments\/([0-9a-f-]{36})\/?$/i.exec(pathname);
  return match ? match[1]!.toLowerCase() : null;
}

/** The cup of a cup-leaders overlay's address (/overlay/cups/:id), or null. */
export function overlayCupId(pathname: string): string | null {
  const match = /^\/overlay\/cups\/([0-9a-f-]{36})\/?$/i.exec(pathname);
  return match ? match[1]!.toLowerCase() : null;
}

export type OverlayPhase = 'upcoming' | 'live' | 'finalized';

export function overlayPhase(t: Pick<Tournament, 'is_finalized' | 'status' | 'has_room_details'>): OverlayPhase {
  if (t.is_finalized || t.status === 'completed') return 'finalized';
  if (t.status === 'live' || t.has_room_details) return 'live';
  return 'upcoming';
}

/**
 * "Join on Squadhub" is a call to action: shown only while a viewer could still take a seat
 * (entries open, a free seat, not finalized), as the server states it (`viewer.joinable`).
 */
export const joinLineShown = (t: Pick<Tournament, 'viewer'>): boolean => t.viewer.joinable;

/** The ticker of the latest joins runs while seats can still change hands (`viewer.entries_open`). */
export const joinTickerShown = (t: Pick<Tournament, 'viewer'>): boolean => t.viewer.entries_open;

/** How many of the latest joins the ticker carries. */
export const RECENT_JOINS_SHOWN = 8;

/**
 * The ticker's names, newest first: players seated now who were not in the previous view go in
 * front of the ones already listed (a player who left drops out). The first view has no history,
 * so it starts with the players already seated, last seats first: OBS reloads a browser source
 * on a scene switch, and an empty ticker then would hide who is in.
 */
export function mergeRecentJoins(
  previous: Pick<Tournament, 'participants'> | null,
  next: Pick<Tournament, 'participants'>,
  listed: string[],
): string[] {
  const seated = new Set(next.participants.map((p) => p.username));
  if (!previous)
    return next.participants
      .map((p) => p.username)
      .reverse()
      .slice(0, RECENT_JOINS_SHOWN);
  const before = new Set(previous.participants.map((p) => p.username));
  const fresh = next.participants.filter((p) => !before.has(p.username)).map((p) => p.username);
  const kept = listed.filter((name) => seated.has(name) && !fresh.includes(name));
  return [...fresh.reverse(), ...kept].slice(0, RECENT_JOINS_SHOWN);
}

/** Names of the ticker that play in one team, with the squad that reserved it (if its hold lasts). */
export interface JoinGroup {
  key: string;
  names: string[];
  squad: string | null;
}

/**
 * The ticker's names gathered by team, so a squad that joins together reads as one item ("Ace,
 * Bob joined · Ace's squad"), in the order of each team's newest join. Solo tournaments keep one
 * name per item.
 */
export function groupJoinsByTeam(
  names: string[],
  t: Pick<Tournament, 'participants' | 'teams' | 'slots_per_team'>,
): JoinGroup[] {
  const teamOf = new Map(t.participants.map((p) => [p.username, p.team_number]));
  const groups: JoinGroup[] = [];
  const byTeam = new Map<number, JoinGroup>();
  for (const name of names) {
    const team = t.slots_per_team >= 2 ? teamOf.get(name) : undefined;
    const known = team !== undefined ? byTeam.get(team) : undefined;
    if (known) {
      known.names.push(name);
      continue;
    }
    const captain = team !== undefined ? t.teams.find((x) => x.team_number === team)?.captain_username : null;
    const group = {
      key: team !== undefined ? `team-${team}` : `name-${name}`,
      names: [name],
      squad: captain ? SQUAD_LABELS.squadName(captain) : null,
    };
    groups.push(group);
    if (team !== undefined) byTeam.set(team, group);
  }
  return groups;
}
