/**
 * Where uploaded images live (docs/design/storage.md#uploaded-images): data like the rest, so every API instance serves
 * every image. The PostgreSQL store keeps the bytes in the `images` table; a deployment that
 * outgrows it implements this interface over object storage.
 *
 * Public addresses keep the shape the clients have always used, `/uploads/<folder>/<id>.<ext>`:
 * the id names the image row, so the address changes whenever the image does and can be cached
 * forever. A smaller rendering of the same image is that address plus `?w=<max side>`
 * (cardImageUrl in shared); an image without that variant answers it with itself.
 */
import type { IMAGE_MIME_TYPES } from '@squadhub/shared';
import type { Tx } from '../db/client.js';

export type ImageType = (typeof IMAGE_MIME_TYPES)[number];

/**
 * What a public image is shown for; only names the address. A team's screenshot and a dispute's
 * evidence are private images (`savePrivate`): they have no address at all.
 */
export type ImageFolder = 'tournaments' | 'classes';

/** Bytes whose type was judged from their content (see judge.ts). */
export interface JudgedImage {
  contentType: ImageType;
  data: Buffer;
}

/** An upload as it is stored (reencode.ts): WebP, and a card variant unless it already fits a card. */
export interface EncodedImage {
  main: Buffer;
  card?: Buffer;
}

/** A stored image or one of its variants, without its bytes. */
export interface ImageInfo {
  id: string;
  /** The variant's longest side, or null for the image itself. */
  maxSide: number | null;
  contentType: string;
  byteSize: number;
  /** Hex SHA-256 of the bytes: the ETag. */
  sha256: string;
}

export interface ImageStore {
  /**
   * Stores the image inside the caller's transaction, so it commits or rolls back with the row
   * that shows it; returns its public address. No delete here: an image goes with the tournament
   * or class row that points at it (the database trigger of migration 0005).
   */
  save(tx: Tx, image: EncodedImage, folder: ImageFolder): Promise<{ id: string; url: string }>;
  /**
   * Stores an image that has no public address (a team's screenshot, docs/product/results.md#team-reports;
   * a dispute's evidence, docs/product/trust.md#disputes): `find` never answers it, only the route
   * of the row that names it serves it. Kept whole: no card variant.
   */
  savePrivate(tx: Tx, image: Pick<EncodedImage, 'main'>): Promise<{ id: string }>;
  /** A private image's bytes and type; undefined when there is none (or it is a public one). */
  readPrivate(id: string): Promise<{ contentType: string; data: Buffer } | undefined>;
  /**
   * The image an address names, or undefined for an unknown or malformed address. With `maxSide`,
   * its variant of that size if it has one, else the image itself.
   */
  find(address: string, maxSide?: number): Promise<ImageInfo | undefined>;
  /** The bytes of an image or variant found before; undefined if it was deleted meanwhile. */
  read(image: ImageInfo): Promise<Buffer | undefined>;
}

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export function imageAddress(folder: ImageFolder, id: string, contentType: ImageType): string {
  return `/uploads/${folder}/${id}.${EXTENSIONS[contentType]}`;
}

// Kept in step with uploaded_image_id() in migration 0005, which reads the same addresses.
const ADDRESS =
  /^\/uploads\/(?:tournaments|classes)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp|gif)$/;

/** The image id and extension an address names; undefined for anything else. */
export function parseImageAddress(address: string): { id: string; extension: string } | undefined {
  const match = ADDRESS.exec(address);
  return match ? { id: match[1]!, extension: match[2]! } : undefined;
}

/** The extension the address of an image of this type carries (one canonical address per image). */
export const extensionOf = (contentType: string): string | undefined => EXTENSIONS[contentType as ImageType];
