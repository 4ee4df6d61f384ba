/**
 * Verified bearer tokens, remembered by their exact text (docs/scale/speed-ups.md#verified-tokens).
 * Checking a token's HS256 signature, decoding it and checking its claims was about an eighth of
 * the CPU of GET /api/auth/me; a client sends the same token on every request until it expires.
 * The same bytes always verify the same way, so a token seen before is not checked again, except
 * for what changes with time: its expiry (and a `nbf`, which our tokens never carry: a token with
 * one is never kept). Only tokens that passed are kept, so a forged one costs every time, and a
 * kept one still only names a session: the session's user is read from the database on every
 * request (auth/sessions.ts), so a logout or a closed account refuses it at once, on any instance.
 */
import type { SpeedRegistry } from './registry.js';

/** A client keeps one token for hours; a few thousand active sessions per instance fit in a few MB. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** What a verifier must say of a token for it to be kept: its expiry, in seconds since the epoch. */
interface Expiring {
  exp: number;
}

/** A verifier that remembers the tokens it accepted (see the top of this file). */
export interface RememberingVerifier<C> {
  /** The claims of a token accepted before and not expired since, at once; undefined otherwise. */
  known(token: string): C | undefined;
  /** The verifier's verdict on a token, kept when it accepts it. */
  verify(token: string): Promise<C | null>;
}

/**
 * `verify`, whose accepted tokens are answered from memory while they have not expired
 * (jsonwebtoken's rule: a token is expired from the second `exp`). `keepable` says whether a
 * verdict may be kept (false for a token with a `nbf`).
 */
export function rememberVerifiedTokens<C extends Expiring>(
  speed: SpeedRegistry,
  name: string,
  verify: (token: string) => Promise<C | null>,
  keepable: (claims: C) => boolean = () => true,
): RememberingVerifier<C> {
  const kept = speed.cache<string, C>(`verified-tokens:${name}`, VERIFIED_TOKENS_KEPT);
  return {
    known(token) {
      const hit = kept.get(token);
      if (hit === undefined || Math.floor(Date.now() / 1000) < hit.exp) return hit;
      kept.delete(token);
      return undefined;
    },
    verify: (token) =>
      verify(token).then((claims) => {
        if (claims && keepable(claims)) kept.set(token, claims);
        return claims;
      }),
  };
}
