import { cardImageUrl } from '@squadhub/shared';
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

/**
 * For a thumbnail: an upload's card variant (at most 640 px, docs/design/storage.md#uploaded-images),
 * any other image as it is.
 */
export const thumbnailUrl = (url: string | null | undefined) => assetUrl(cardImageUrl(url) ?? url);
