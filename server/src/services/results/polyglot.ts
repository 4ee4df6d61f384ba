/**
 * A polyglot is a file that is a valid image and something else too (an HTML page, a script, an
 * archive): judged by its first bytes it passes as an image, and a browser or a program that
 * sniffs it differently runs the rest. A screenshot as a phone saves it holds none of that, so a
 * read refuses an image whose bytes carry markup or a script anywhere, or that goes on after the
 * image's own end (bytes after a PNG's IEND chunk, a GIF's trailer or a WebP's RIFF size).
 */

/** Markup and script openings that no image's compressed data holds by chance (each 5+ bytes). */
const FOREIGN = /<(?:script|html|svg|\?php|!doctype|body|iframe|\?xml)|javascript:/i;

const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]); // "IEND" and its CRC

/** The bytes after the image's own end, where the format says where that is; 0 when it does not. */
function bytesAfterEnd(data: Buffer): number {
  if (data.subarray(1, 4).toString('latin1') === 'PNG') {
    const end = data.lastIndexOf(PNG_END);
    return end < 0 ? 0 : data.length - (end + PNG_END.length);
  }
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return data.length - (data.readUInt32LE(4) + 8);
  }
  return 0;
}

export function hasForeignContent(data: Buffer): boolean {
  return FOREIGN.test(data.toString('latin1')) || bytesAfterEnd(data) > 0;
}
