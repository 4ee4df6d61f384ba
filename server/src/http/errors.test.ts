/**
 * The error handler's backstop for database rules: a CHECK violation answers what that rule
 * means (not "Insufficient coins" for every one), and nothing of the database's own message.
 */
import express from 'express';
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
});
