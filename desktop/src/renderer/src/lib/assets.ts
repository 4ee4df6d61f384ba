import { API_ORIGIN } from './api';

/**
 * Image addresses from the API are server-relative (`/uploads/…`, `/static/…`); the desktop app
 * loads from file://, so they are resolved against the API origin.
 */
export function assetUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^(https?:|data:|blob:)/i.test(url)) return url;
  return `${API_ORIGIN}${url.startsWith('/') ? '' : '/'}${url}`;
}
