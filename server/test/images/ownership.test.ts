/**
 * An uploaded image belongs to the tournament or class that shows it (docs/design/storage.md#uploaded-images): it is written
 * in the same transaction as that row's change and deleted in the same transaction as that row,
 * whichever path deletes it (creator delete, admin delete, decline, the sweep) or replaces it.
 * A change that fails leaves no image behind.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classImages, images, tournaments } from '../../src/db/schema.js';
import { sweepFinalizedTournaments } from '../../src/services/play/sweep.js';
import { parseImageAddress } from '../../src/uploads/image-store.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { TINY_PNG, createTestTournament } from '../support/tournament-factories.js';
import { imageCount, imageExists, storedImage } from '../support/uploads.js';

let server: TestServer;
let superAdmin: TestUser;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  superAdmin = await createUser(server.ctx, { role: 'super_admin' });
  admin = await createUser(server.ctx, { role: 'admin' });
});
afterAll(() => server?.dispose());

const api = () => request(server.url);
const idOf = (url: string) => parseImageAddress(url)!.id;

/** A tournament of a new creator with an image uploaded through the creator's route. */
async function tournamentWithUpload(opts: { approved?: boolean } = {}) {
  const creator = await createUser(server.ctx);
  const t = await createTestTournament(server.ctx, creator.id, opts);
  const res = await api()
    .post(`/api/tournaments/${t.id}/upload-image`)
    .set(creator.auth)
    .attach('file', TINY_PNG, 'a.png');
  expect(res.status).toBe(200);
  const imageId = idOf(res.body.image_url);
  expect(await imageExists(server.ctx, imageId)).toBe(true);
  return { creator, t, imageId };
}

class RolledBack extends Error {}

describe('deleting a tournament deletes its uploaded image', () => {
  it('when the creator deletes it', async () => {
    const { creator, t, imageId } = await tournamentWithUpload();
    expect((await api().delete(`/api/tournaments/${t.id}`).set(creator.auth)).status).toBe(200);
    expect(await imageExists(server.ctx, imageId)).toBe(false);
  });

  it('when the creator cancels it while pending', async () => {
    const { creator, t, imageId } = await tournamentWithUpload({ approved: false });
    expect((await api().delete(`/api/tournaments/${t.id}`).set(creator.auth)).status).toBe(200);
    expect(await imageExists(server.ctx, imageId)).toBe(false);
  });

  it('when the super admin deletes it', async () => {
    const { t, imageId } = await tournamentWithUpload();
    expect((await api().delete(`/api/admin/tournaments/${t.id}`).set(superAdmin.auth)).status).toBe(200);
    expect(await imageExists(server.ctx, imageId)).toBe(false);
  });

  it('when an admin declines it', async () => {
    const { t, imageId } = await tournamentWithUpload({ approved: false });
    expect((await api().post(`/api/admin/decline-tournament/${t.id}`).set(admin.auth)).status).toBe(200);
    expect(await imageExists(server.ctx, imageId)).toBe(false);
  });

  it('when the sweep removes it once finalized, and not before', async () => {
    const due = await tournamentWithUpload();
    const later = await tournamentWithUpload();
    const finalize = (id: string, deletionScheduledAt: Date) =>
      server.ctx.db
        .update(tournaments)
        .set({ isFinalized: true, status: 'completed', deletionScheduledAt })
        .where(eq(tournaments.id, id));
    await finalize(due.t.id, new Date(Date.now() - 1000));
    await finalize(later.t.id, new Date(Date.now() + 3_600_000));

    expect(await sweepFinalizedTournaments(server.ctx)).toContain(due.t.id);
    expect(await imageExists(server.ctx, due.imageId)).toBe(false);
    expect(await imageExists(server.ctx, later.imageId)).toBe(true);
  });

  it('inside the deleting transaction: gone within it, back if it rolls back', async () => {
    const { t, imageId } = await tournamentWithUpload();
    await expect(
      server.ctx.db.transaction(async (tx) => {
        await tx.delete(tournaments).where(eq(tournaments.id, t.id));
        expect(await tx.select({ id: images.id }).from(images).where(eq(images.id, imageId))).toEqual([]);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await imageExists(server.ctx, imageId)).toBe(true);
    expect((await api().get(`/api/tournaments/${t.id}`)).status).toBe(200);
  });
});

describe('replacing an image deletes the replaced upload', () => {
  it('with a new upload, a photo change, then a template pick; the artwork is never touched', async () => {
    const { creator, t, imageId: first } = await tournamentWithUpload();

    const again = await api()
      .post(`/api/tournaments/${t.id}/upload-image`)
      .set(creator.auth)
      .attach('file', TINY_PNG, 'b.png');
    expect(again.status).toBe(200);
    const second = idOf(again.body.image_url);
    expect(await imageExists(server.ctx, first)).toBe(false);

    const photo = await api()
      .post(`/api/admin/tournaments/${t.id}/change-photo`)
      .set(superAdmin.auth)
      .attach('file', TINY_PNG, 'c.png');
    expect(photo.status).toBe(200);
    const third = idOf(photo.body.image_url);
    expect(await imageExists(server.ctx, second)).toBe(false);

    const template = await api()
      .put(`/api/admin/tournaments/${t.id}/select-template-image`)
      .set(superAdmin.auth)
      .send({ template_id: 'blackout_duo' });
    expect(template.status).toBe(200);
    expect(await imageExists(server.ctx, third)).toBe(false);
    expect((await api().get('/static/templates/blackout_duo.svg')).status).toBe(200);
  });

  it('a custom class image goes with its class row', async () => {
    const player = await createUser(server.ctx);
    const res = await api().post('/api/class-images').set(player.auth).attach('file', TINY_PNG, 'medic.png');
    expect(res.status).toBe(201);
    const imageId = idOf(res.body.image.url);
    expect(await imageExists(server.ctx, imageId)).toBe(true);
    await server.ctx.db.delete(classImages).where(eq(classImages.id, res.body.image.id));
    expect(await imageExists(server.ctx, imageId)).toBe(false);
  });

  it('no two rows may show the same upload, so deleting one never takes another one’s image', async () => {
    const image = await storedImage(server.ctx);
    const [a, b] = [await createTestTournament(server.ctx, admin.id), await createTestTournament(server.ctx, admin.id)];
    await server.ctx.db.update(tournaments).set({ imageUrl: image.url }).where(eq(tournaments.id, a.id));
    await expect(
      server.ctx.db.update(tournaments).set({ imageUrl: image.url }).where(eq(tournaments.id, b.id)),
    ).rejects.toThrow();
    expect(await imageExists(server.ctx, image.id)).toBe(true);
  });
});

describe('a refused upload stores nothing', () => {
  it('a photo change for an unknown tournament (the image was written, then rolled back)', async () => {
    const before = await imageCount(server.ctx);
    const res = await api()
      .post('/api/admin/tournaments/00000000-0000-4000-8000-000000000000/change-photo')
      .set(superAdmin.auth)
      .attach('file', TINY_PNG, 'a.png');
    expect(res.status).toBe(404);
    expect(await imageCount(server.ctx)).toBe(before);
  });

  it('an upload by someone who may not change the tournament, and a non-image', async () => {
    const { t } = await tournamentWithUpload();
    const outsider = await createUser(server.ctx);
    const before = await imageCount(server.ctx);
    const url = `/api/tournaments/${t.id}/upload-image`;
    expect((await api().post(url).set(outsider.auth).attach('file', TINY_PNG, 'a.png')).status).toBe(403);
    const text = await api().post(url).set(superAdmin.auth).attach('file', Buffer.from('not an image'), 'a.gif');
    expect(text.status).toBe(400);
    expect(await imageCount(server.ctx)).toBe(before);
  });
});
