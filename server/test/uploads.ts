/** A file in the uploads folder as `storeImage` would leave it, for tests of what removes it. */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../src/context.js';

export async function storedTournamentImage(ctx: AppContext): Promise<{ url: string; file: string }> {
  const name = `${randomUUID()}.png`;
  const dir = path.join(ctx.uploadsDir, 'tournaments');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), 'png');
  return { url: `/uploads/tournaments/${name}`, file: path.join(dir, name) };
}
