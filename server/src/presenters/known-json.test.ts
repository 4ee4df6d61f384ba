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
});
