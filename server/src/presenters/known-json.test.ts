import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { keepJson, sendKeptJson } from './known-json.js';

describe('kept JSON', () => {
  const app = express();
  sendKeptJson(app);
  const kept = keepJson({ title: 'Weekend Cup', seats: [1, 2, 3] });
  app.get('/kept', (_req, res) => res.json(kept));
  app.get('/plain', (_req, res) => res.json({ plain: true }));
  const second = keepJson({ title: 'Night Cup', seats: [] });
  app.get('/list', (_req, res) => res.json([kept, second]));
  app.get('/mixed', (_req, res) => res.json([kept, { plain: true }]));
  app.get('/typed', (_req, res) => res.type('application/problem+json').json(kept));

  it('sends the text kept for a value, as JSON', async () => {
    const res = await request(app).get('/kept');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBe(JSON.stringify(kept));
  });

  it('serializes any other value as Express does', async () => {
    const res = await request(app).get('/plain');
    expect(res.body).toEqual({ plain: true });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('keeps a content type the route set', async () => {
    const res = await request(app).get('/typed');
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(res.text)).toEqual(kept);
  });

  it('sends an array of kept values as their texts joined, and any other array as Express does', async () => {
    const list = await request(app).get('/list');
    expect(list.text).toBe(JSON.stringify([kept, second]));
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await request(app).get('/mixed')).body).toEqual([kept, { plain: true }]);
  });
});
