/**
 * The captain's invite link, kept in this browser per tournament. The server shows the code only
 * once (it keeps a hash), so without this a reload would leave the captain with nothing to share
 * but "New invite link", which breaks the link their squad already has.
 */
const PREFIX = 'squadhub.squadInvite.';

export interface StoredInvite {
  /** The link to share, the team named in it. */
  url: string;
  team: number;
  expires_at: string;
}

const keyOf = (tournamentId: string) => `${PREFIX}${tournamentId}`;

/** The invite kept for this tournament, while its hold lasts; an expired one is forgotten. */
export function readInvite(tournamentId: string, now: number = Date.now()): StoredInvite | null {
  try {
    const raw = localStorage.getItem(keyOf(tournamentId));
    if (!raw) return null;
    const invite = JSON.parse(raw) as Partial<StoredInvite>;
    const valid =
      typeof invite.url === 'string' &&
      typeof invite.team === 'number' &&
      typeof invite.expires_at === 'string' &&
      Date.parse(invite.expires_at) > now;
    if (valid) return invite as StoredInvite;
    localStorage.removeItem(keyOf(tournamentId));
    return null;
  } catch {
    return null;
  }
}

export function saveInvite(tournamentId: string, invite: StoredInvite): void {
  try {
    localStorage.setItem(keyOf(tournamentId), JSON.stringify(invite));
  } catch {
    // Storage off (a private window): the captain can still make a new link after a reload.
  }
}

export function forgetInvite(tournamentId: string): void {
  try {
    localStorage.removeItem(keyOf(tournamentId));
  } catch {
    // Nothing was kept.
  }
}
