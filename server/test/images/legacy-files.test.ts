/**
 * Uploads written to disk before images lived in PostgreSQL keep their addresses: at start, the
 * files a tournament or class still shows are copied into the images table under the id in their
 * name, then the folder is set aside. Files nothing shows, and files that are not what their
 * name says, are left out.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classImages, tournaments } from '../../src/db/schema.js';
import { importLegacyUploads } from '../../src/uploads/legacy-files.js';
import { createUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { TINY_PNG, createTestTournament } from '../support/tournament-factories.js';
import { imageExists } from '../support/uploads.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

/** Writes a file where the old code kept uploads; returns its address and id. */
function legacyFile(folder: 'tournaments' | 'classes', data: Buffer, extension = 'png') {
  const id = randomUUID();
  const dir = path.join(server.ctx.config.DATA_DIR, 'uploads', folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${id}.${extension}`), data);
  return { id, url: `/uploads/${folder}/${id}.${extension}` };
}

describe('importing the uploads folder of the file-based version', () => {
  it('keeps the addresses rows still show, skips the rest, and sets the folder aside', async () => {
    const ctx = server.ctx;
    const creator = await createUser(ctx);
    const t = await createTestTournament(ctx, creator.id);
    const banner = legacyFile('tournaments', TINY_PNG);
    await ctx.db.update(tournaments).set({ imageUrl: banner.url }).where(eq(tournaments.id, t.id));
    const medic = legacyFile('classes', TINY_PNG);
    await ctx.db.insert(classImages).values({ name: 'Old medic', url: medic.url, type: 'custom' });
    const orphan = legacyFile('tournaments', TINY_PNG);
    const notAnImage = legacyFile('classes', Buffer.from('not an image'));
    await ctx.db.insert(classImages).values({ name: 'Broken', url: notAnImage.url, type: 'custom' });

    expect((await request(server.url).get(banner.url)).status).toBe(404);
    expect(await importLegacyUploads(ctx.db, ctx.config.DATA_DIR, ctx.logger)).toBe(2);

    for (const url of [banner.url, medic.url]) {
      const res = await request(server.url).get(url).buffer(true);
      expect(res.status, url).toBe(200);
      expect(Buffer.compare(res.body as Buffer, TINY_PNG), url).toBe(0);
    }
    expect(await imageExists(ctx, orphan.id)).toBe(false);
    expect(await imageExists(ctx, notAnImage.id)).toBe(false);
    expect(existsSync(path.join(ctx.config.DATA_DIR, 'uploads'))).toBe(false);
    expect(readdirSync(ctx.config.DATA_DIR).some((name) => name.startsWith('uploads.imported-'))).toBe(true);

    // An imported image belongs to its tournament like any upload.
    expect((await request(server.url).delete(`/api/tournaments/${t.id}`).set(creator.auth)).status).toBe(200);
    expect(await imageExists(ctx, banner.id)).toBe(false);
  });

  it('does nothing without an uploads folder', async () => {
    expect(await importLegacyUploads(server.ctx.db, server.ctx.config.DATA_DIR, server.ctx.logger)).toBe(0);
  });
});
