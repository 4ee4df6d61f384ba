/**
 * Where a buyer goes back to after checkout. The provider returns everyone to
 * `/?session_id=…&payment=…` (the server builds that address); a purchase started from a
 * tournament remembers the tournament here, in this tab's session storage, so the return handler
 * can take the player back to the seat they were after. Only a same-site path is kept.
 */
const KEY = 'squadhub.checkoutReturn';

/** A path of this site ("/tournaments/…"), never another origin ("//host", "https:", "/\\host"). */
export const isSameSitePath = (path: string) => /^\/(?![/\\])[^\s]*$/.test(path);

/** Remembers (or, with null, forgets) the path to come back to from the checkout about to open. */
export function rememberCheckoutReturn(path: string | null): void {
  try {
    if (path && isSameSitePath(path)) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage off (a private window): the return lands on the dashboard, as without a path.
  }
}

/** The remembered path, once: reading it forgets it. */
export function takeCheckoutReturn(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isSameSitePath(path) ? path : null;
  } catch {
    return null;
  }
}
