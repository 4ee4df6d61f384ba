/**
 * Custom class images (docs/product/tournaments.md#class-images): a file name keeps its UTF-8
 * letters when it names the class, loses its control and text-direction characters, and the
 * image can be deleted by its uploader or an admin, bytes included, in one transaction.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classImages } from '../../src/db/schema.js';
import { parseImageAddress } from '../../src/uploads/image-store.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { TINY_PNG } from '../support/tournament-factories.js';
import { imageExists } from '../support/uploads.js';

let server: TestServer;
let uploader: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  [uploader, other, admin] = await Promise.all([
    createUser(server.ctx),
    createUser(server.ctx),
    createUser(server.ctx, { role: 'admin' }),
  ]);
});
afterAll(() => server?.dispose());

const api = () => request(server.url);

async function upload(fileName: string, name?: string) {
  const req = api().post('/api/class-images').set(uploader.auth);
  if (name !== undefined) void req.field('name', name);
  const res = await req.attach('file', TINY_PNG, fileName);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.image as { id: string; name: string; url: string; can_delete: boolean };
}

describe('a class named by its file name', () => {
  it('keeps the UTF-8 letters of the file name', async () => {
    const image = await upload('Снайпер – 狙击手 🎯.png');
    expect(image.name).toBe('Снайпер – 狙击手 🎯');
  });

  it('drops control and text-direction characters from the file name', async () => {
    const image = await upload('ghost\u202egnp.exe\u2066\u200f.png');
    expect(image.name).toBe('ghostgnp.exe');
  });

  it('refuses a typed name with a text-direction override, naming the rule', async () => {
    const res = await api()
      .post('/api/class-images')
      .set(uploader.auth)
      .field('name', 'Sniper\u202e')
      .attach('file', TINY_PNG, 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/text-direction/);
  });
});

describe('deleting a class image', () => {
  it('tells each viewer whether they may delete it', async () => {
    const image = await upload('mine.png');
    const canDelete = async (auth?: { Authorization: string }) => {
      const req = api().get('/api/class-images');
      const list = await (auth ? req.set(auth) : req).expect(200);
      const images = list.body.images as { id: string; type: string; can_delete: boolean }[];
      expect(images.filter((i) => i.type === 'built-in').every((i) => !i.can_delete)).toBe(true);
      return images.find((i) => i.id === image.id)!.can_delete;
    };
    expect(image.can_delete).toBe(true);
    expect(await canDelete(uploader.auth)).toBe(true);
    expect(await canDelete(admin.auth)).toBe(true);
    expect(await canDelete(other.auth)).toBe(false);
    expect(await canDelete()).toBe(false);
  });

  it('lets its uploader delete it, and its bytes go with it', async () => {
    const image = await upload('gone.png');
    const imageId = parseImageAddress(image.url)!.id;
    expect(await imageExists(server.ctx, imageId)).toBe(true);
    const res = await api().delete(`/api/class-images/${image.id}`).set(uploader.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Class image deleted' });
    expect(await server.ctx.db.select().from(classImages).where(eq(classImages.id, image.id))).toEqual([]);
    expect(await imageExists(server.ctx, imageId)).toBe(false);
    expect((await api().get(image.url)).status).toBe(404);
    expect((await api().delete(`/api/class-images/${image.id}`).set(uploader.auth)).status).toBe(404);
  });

  it('lets an admin delete anyone’s', async () => {
    const image = await upload('reported.png');
    expect((await api().delete(`/api/class-images/${image.id}`).set(admin.auth)).status).toBe(200);
    expect(await imageExists(server.ctx, parseImageAddress(image.url)!.id)).toBe(false);
  });

  it('refuses another player, a visitor, a built-in image and an unknown id', async () => {
    const image = await upload('kept.png');
    const notYours = await api().delete(`/api/class-images/${image.id}`).set(other.auth);
    expect(notYours.status).toBe(403);
    expect(notYours.body.detail).toMatch(/uploader or an admin/);
    expect((await api().delete(`/api/class-images/${image.id}`)).status).toBe(401);
    expect(await imageExists(server.ctx, parseImageAddress(image.url)!.id)).toBe(true);

    const list = await api().get('/api/class-images').expect(200);
    const builtIn = (list.body.images as { id: string; type: string }[]).find((i) => i.type === 'built-in')!;
    const refused = await api().delete(`/api/class-images/${builtIn.id}`).set(admin.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/Built-in/);

    const unknown = await api().delete('/api/class-images/4a0f5e2c-8b1d-4c3e-9f2a-6d7b8c9e0f1a').set(admin.auth);
    expect(unknown.status).toBe(404);
    expect((await api().delete('/api/class-images/not-an-id').set(admin.auth)).status).toBe(400);
  });
});
