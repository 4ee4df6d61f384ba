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
 * The card variant's address of an uploaded image; undefined for anything else (template artwork
 * is SVG and scales itself). An image stored before variants existed answers it with the original.
 */
export function cardImageUrl(url: string | null | undefined): string | undefined {
  return url?.startsWith('/uploads/') ? `${url}?w=${IMAGE_CARD_SIDE}` : undefined;
}
