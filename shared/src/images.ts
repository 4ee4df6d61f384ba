import { TOURNAMENT_TEMPLATES, findTemplate, templateCardImageUrl, templateImageUrl } from './constants.js';

/**
 * Uploaded images as the server keeps and serves them (docs/design/storage.md#uploaded-images):
 * re-encoded to at most IMAGE_MAX_SIDE px, plus a card variant at most IMAGE_CARD_SIDE px served
 * at the image's address with `?w=<IMAGE_CARD_SIDE>`.
 */

/** The longest side of a stored image, in pixels (smaller uploads are never enlarged). */
export const IMAGE_MAX_SIDE = 1600;
/** The longest side of the card variant, in pixels: a phone-wide card at 2x. */
export const IMAGE_CARD_SIDE = 640;
/** Uploads with more pixels than this are refused before they are decoded (decompression bombs). */
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * The card variant's address of an image; undefined for anything else. An upload's is its
 * re-encoding of IMAGE_CARD_SIDE px (an image stored before variants existed answers it with the
 * original). A template's is its artwork drawn as a WebP of that width beside the SVG
 * (scripts/make-template-art.mjs): a phone decodes a picture off its main thread, where an SVG is
 * a document of its own to parse, lay out and paint there (docs/design/phones.md#template-artwork).
 */
export function cardImageUrl(url: string | null | undefined): string | undefined {
  if (url?.startsWith('/uploads/')) return `${url}?w=${IMAGE_CARD_SIDE}`;
  const template = TOURNAMENT_TEMPLATES.find((t) => templateImageUrl(t.id) === url);
  return template ? templateCardImageUrl(template.id) : undefined;
}

/**
 * How wide a grid card's image is shown (the grid's three columns from lg, two from sm, inside the
 * layout's max-w-7xl), for picking an upload's size: the `sizes` attribute.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, 50vw';

/** The addresses a tournament's image is drawn from (server-relative, as the API gives them). */
export interface TournamentImageSources {
  /** The image: the upload, else the template's artwork. */
  src: string;
  /** The card variant (cardImageUrl): a phone always takes it, wider screens pick by `cardSrcSet`. */
  card?: string;
}

/** An image's two sizes, for `srcset` with CARD_IMAGE_SIZES (addresses as the page resolves them). */
export const cardSrcSet = (src: string, card: string) => `${card} ${IMAGE_CARD_SIDE}w, ${src} ${IMAGE_MAX_SIDE}w`;

/**
 * What a tournament's card shows (the web app's TournamentImage, and the first card the server
 * draws into the web app's shell): its upload, else its template's artwork; null when it has
 * neither, and the card draws a placeholder.
 */
export function tournamentImageSources(t: {
  image_url: string | null;
  template_type: string | null;
}): TournamentImageSources | null {
  const template = findTemplate(t.template_type);
  const src = t.image_url || (template ? templateImageUrl(template.id) : null);
  if (!src) return null;
  const card = cardImageUrl(src);
  return card ? { src, card } : { src };
}
