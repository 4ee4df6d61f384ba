import { SIGNED_IN_HINT_COOKIE } from '@squadhub/shared';

/** A year: the hint lives as long as a remembered login may. */
const MAX_AGE_S = 365 * 24 * 3600;

/**
 * Tells the web server whether this browser holds a login, with a cookie that carries nothing but
 * that (docs/design/phones.md#the-app-shell): the dashboard's shell then shows a player the
 * skeleton rather than a visitor's first card, which their own grid would replace. The API never
 * reads it; the token stays in storage and travels as a bearer token only.
 */
export function setSignedInHint(signedIn: boolean): void {
  try {
    document.cookie = signedIn
      ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax`
      : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // Cookies off (or a file:// page): the shell shows a visitor's first card, which is only a look.
  }
}
