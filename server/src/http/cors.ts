/**
 * Which browser origins may call the API and open the live socket: the web client's own origin
 * (PUBLIC_URL), the desktop app (its file:// renderer sends `Origin: file://` in Electron, which
 * treats file: as a privileged scheme, and `Origin: null` where file: is opaque), local development
 * servers, and the extra origins of CORS_ORIGINS.
 */
import type { Config } from '../config/config.js';

export function allowedOrigins(config: Pick<Config, 'PUBLIC_URL' | 'CORS_ORIGINS'>): (string | RegExp)[] {
  const extra = config.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [new URL(config.PUBLIC_URL).origin, 'file://', 'null', /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/, ...extra];
}
