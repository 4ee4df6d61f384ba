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
    ['users_balances_non_negative', 409, VALIDATION.insufficientCoins, 'not_enough_coins'],
    ['tournaments_players_in_range', 409, PLAY_TEXT.tournamentFull, 'tournament_full'],
    ['tournaments_money_non_negative', 400, 'Amounts cannot be negative', 'amounts_negative'],
    ['some_future_rule', 409, 'This change is not allowed in the current state', 'not_in_this_state'],
  ])('%s answers %i "%s" (%s)', async (constraint, status, detail, code) => {
    const res = await request(failingWith('23514', constraint)).get('/');
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ detail, code });
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
    [badRequest('Bad'), 400, 'bad_request'],
    [unauthorized(), 401, 'not_authenticated'],
    [forbidden(), 403, 'not_allowed'],
    [notFound(), 404, 'not_found'],
    [conflict('Taken'), 409, 'conflict'],
    [tooLarge('Too big'), 413, 'too_large'],
    [providerFailed('Provider down'), 502, 'provider_failed'],
    [unavailable('Not set up'), 503, 'unavailable'],
  ])("%s answers %i with its detail and its kind's code", async (err, status, code) => {
    const res = await request(answering(err)).get('/');
    expect(res.status).toBe(status);
    // No request id here (this app has no request-id step), so a 5xx has none either.
    expect(res.body).toEqual({ detail: err.message, code });
  });

  it('answers the code of a catalogue text, a function text and a code given with the text', async () => {
    const cases: [Error, string][] = [
      [conflict(PLAY_TEXT.slotTaken), 'slot_taken'],
      [badRequest(PLAY_TEXT.teamOutOfRange(4)), 'team_out_of_range'],
      [badRequest('title: Title is required', { code: 'validation_failed' }), 'validation_failed'],
    ];
    for (const [err, code] of cases)
      expect((await request(answering(err)).get('/')).body).toEqual({ detail: err.message, code });
  });

  it('challenges a 401 like the pipeline does', async () => {
    const res = await request(answering(unauthorized())).get('/');
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.body).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
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
