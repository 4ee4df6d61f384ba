/** The answer checks of test servers, on a bare app whose routes sit at paths of the contract. */
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { checkAnswers, newAnswerLog } from './answer-checks.js';

const BALANCES = { message: 'Converted', purchased_coins: 10, winnings_coins: 0, coin_balance: 10 };

function appAnswering(answer: (res: express.Response) => void) {
  const log = newAnswerLog();
  const app = express();
  app.use(checkAnswers(log));
  app.post('/convert-winnings-to-coins', (_req, res) => answer(res));
  app.post('/coins/transfer', (_req, _res, next) => next(new Error('boom')));
  app.get('/docs', (_req, res) => answer(res));
  app.use((_req, res) => res.status(404).json({ detail: 'No route', code: 'no_route' }));
  app.use((_err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ detail: 'Internal server error', code: 'internal_error', stack: 'at …' });
  });
  return { app, log };
}

describe('checkAnswers', () => {
  it('lets an answer through that is exactly what the contract declares, and logs its operation', async () => {
    const { app, log } = appAnswering((res) => res.json(BALANCES));
    const res = await request(app).post('/convert-winnings-to-coins').expect(200);
    expect(res.body).toEqual(BALANCES);
    expect(log).toEqual({ answered: [{ operationId: 'convertWinnings', status: 200 }], mismatches: [] });
  });

  it('turns an answer with an undocumented field into a 500 naming it, and records it', async () => {
    const { app, log } = appAnswering((res) => res.json({ ...BALANCES, balance_version: 3 }));
    const res = await request(app).post('/convert-winnings-to-coins').expect(500);
    expect(res.body.detail).toContain('convertWinnings (POST /convert-winnings-to-coins) breaks the contract');
    expect(res.body.detail).toContain('balance_version');
    expect(log.mismatches).toHaveLength(1);
  });

  it('refuses a missing field, a success status the contract does not declare and an error that is not `{ detail, code }`', async () => {
    const missing = appAnswering((res) => res.json({ message: 'Converted' }));
    await request(missing.app).post('/convert-winnings-to-coins').expect(500);
    const created = appAnswering((res) => res.status(201).json(BALANCES));
    await request(created.app).post('/convert-winnings-to-coins').expect(500);
    const error = appAnswering(() => {});
    await request(error.app).post('/coins/transfer').expect(500);
    for (const { log } of [missing, created, error]) expect(log.mismatches).toHaveLength(1);
    expect(error.log.mismatches[0]).toContain('stack');
  });

  it('refuses an error without its code, or with a code the API document does not list', async () => {
    const held = 'More than the winnings held';
    const listed = appAnswering((res) => res.status(400).json({ detail: held, code: 'convert_max' }));
    await request(listed.app).post('/convert-winnings-to-coins').expect(400);
    expect(listed.log.mismatches).toEqual([]);
    for (const body of [{ detail: held }, { detail: held, code: 'more_than_held' }]) {
      const { app, log } = appAnswering((res) => res.status(400).json(body));
      await request(app).post('/convert-winnings-to-coins').expect(500);
      expect(log.mismatches).toHaveLength(1);
    }
  });

  it('refuses an error status the API document does not list for the operation', async () => {
    const { app, log } = appAnswering((res) =>
      res.status(502).json({ detail: 'Provider down', code: 'provider_failed' }),
    );
    await request(app).post('/convert-winnings-to-coins').expect(500);
    expect(log.mismatches[0]).toContain('status 502, which the API document does not list');
  });

  it('refuses a success without a header its contract entry declares', async () => {
    const log = newAnswerLog();
    const app = express();
    app.use(checkAnswers(log));
    app.get('/tournaments', (_req, res) => res.json([]));
    await request(app).get('/tournaments').expect(500);
    expect(log.mismatches[0]).toMatch(/no \S+ header, which the contract declares/);
  });

  it('checks the body against the published document too: a null the document allows passes, a bad date does not', async () => {
    const answering = (subscription: unknown) => {
      const log = newAnswerLog();
      const app = express();
      app.use(checkAnswers(log));
      app.get('/push/subscriptions', (_req, res) => res.json({ subscription }));
      return { app, log };
    };
    // The document once refused this null (a nullable $ref written as an allOf): the answer became a 500.
    const none = answering(null);
    await request(none.app).get('/push/subscriptions').expect(200, { subscription: null });
    expect(none.log.mismatches).toEqual([]);
    const stored = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', kinds: ['room_code'], expiration_time: null };
    const bad = answering({ ...stored, created_at: '2026-11-26T10:00:00Z', updated_at: 'soon' });
    await request(bad.app).get('/push/subscriptions').expect(500);
    expect(bad.log.mismatches[0]).toContain('getPushSubscription (GET /push/subscriptions) breaks the contract');
  });

  it('checks `{ detail, code }` on paths outside the contract, and pages by their status', async () => {
    const { app, log } = appAnswering((res) => res.type('html').send('<p>reference</p>'));
    await request(app).get('/nowhere').expect(404);
    await request(app).get('/docs').expect(200);
    expect(log).toEqual({ answered: [{ operationId: 'showApiReference', status: 200 }], mismatches: [] });
    const json = appAnswering((res) => res.json({ page: true }));
    await request(json.app).get('/docs').expect(500);
    expect(json.log.mismatches[0]).toContain('where the contract declares a page');
  });
});
