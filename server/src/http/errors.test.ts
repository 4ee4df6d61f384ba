/**
 * The error handler's backstop for database rules: a CHECK violation answers what that rule
 * means (not "Insufficient coins" for every one), and nothing of the database's own message;
 * and its answers to the domain's refusals, whose failure underneath goes to the request's log.
 */
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PLAY_TEXT, VALIDATION } from '@squadhub/shared';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  providerFailed,
  tooLarge,
  unauthorized,
  unavailable,
} from '../domain/errors.js';
import { errorHandler } from './errors.js';

/** An app whose only route fails with a driver-like error wrapped as drizzle wraps it. */
function failingWith(code: string, constraint?: string) {
  const app = express();
  app.get('/', () => {
    const driverError = Object.assign(new Error('new row for relation "users" violates check constraint'), {
      code,
      constraint,
    });
    throw Object.assign(new Error('Failed query: UPDATE users SET ...'), { cause: driverError });
  });
  app.use(errorHandler);
  return app;
}

describe('CHECK violations', () => {
  it.each([
    ['users_balances_non_negative', 409, VALIDATION.insufficientCoins],
    ['tournaments_players_in_range', 409, PLAY_TEXT.tournamentFull],
    ['tournaments_money_non_negative', 400, 'Amounts cannot be negative'],
    ['some_future_rule', 409, 'This change is not allowed in the current state'],
  ])('%s answers %i "%s"', async (constraint, status, detail) => {
    const res = await request(failingWith('23514', constraint)).get('/');
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ detail });
  });

  it('never shows the SQL or the database message', async () => {
    const res = await request(failingWith('23514', 'users_balances_non_negative')).get('/');
    expect(JSON.stringify(res.body)).not.toMatch(/UPDATE|violates|relation/);
  });
});

describe('refusals of the domain', () => {
  const answering = (err: Error) => {
    const app = express();
    app.get('/', () => {
      throw err;
    });
    app.use(errorHandler);
    return app;
  };

  it.each([
    [badRequest('Bad'), 400],
    [unauthorized(), 401],
    [forbidden(), 403],
    [notFound(), 404],
    [conflict('Taken'), 409],
    [tooLarge('Too big'), 413],
    [providerFailed('Provider down'), 502],
    [unavailable('Not set up'), 503],
  ])('%s answers %i with its detail', async (err, status) => {
    const res = await request(answering(err)).get('/');
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ detail: err.message });
  });

  it('challenges a 401 like the pipeline does', async () => {
    const res = await request(answering(unauthorized())).get('/');
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.body).toEqual({ detail: 'Not authenticated' });
  });

  it("logs the failure underneath a refusal through the request's logger, and answers only the detail", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = express();
    app.use((req, _res, next) => {
      req.log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) }).child({
        request_id: 'req-1',
      });
      next();
    });
    app.get('/provider', () => {
      throw providerFailed('Provider down', { cause: new Error('connect ECONNREFUSED 10.0.0.1:443') });
    });
    app.get('/conflicts', () => {
      throw conflict('Too many changes at once', { cause: new Error('could not serialize access') });
    });
    app.get('/plain', () => {
      throw conflict('Taken');
    });
    app.use(errorHandler);
    const provider = await request(app).get('/provider');
    expect(provider.status).toBe(502);
    expect(JSON.stringify(provider.body)).not.toContain('ECONNREFUSED');
    await request(app).get('/conflicts').expect(409);
    await request(app).get('/plain').expect(409);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        request_id: 'req-1',
        status: 502,
        msg: 'Provider down',
        err: expect.objectContaining({ message: 'connect ECONNREFUSED 10.0.0.1:443' }),
      }),
      expect.objectContaining({
        level: 40,
        request_id: 'req-1',
        status: 409,
        err: expect.objectContaining({ message: 'could not serialize access' }),
      }),
    ]);
  });
});
