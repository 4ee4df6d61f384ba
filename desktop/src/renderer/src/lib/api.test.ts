/**
 * The API client and a stale token: a token the server refuses (RFC 6750's invalid_token) is
 * forgotten at once, the login state is told, and the request goes again without it, so a public
 * read answers as for a visitor; a change that needed the login reads as the session's end. A 401
 * to a valid token (a wrong password) leaves the token alone.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_TEXT, STORAGE_KEYS } from '@squadhub/shared';

type Api = typeof import('./api');
let client: Api;

const storage = new Map<string, string>();
/** What the fake server saw: each request's method, path and bearer token. */
const seen: { method: string; path: string; token: string | null }[] = [];
/** The fake server: answers each request from the bearer token it carries. */
let answer: (method: string, token: string | null) => Response;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const refused = () =>
  json(401, { detail: 'Invalid or expired token' }, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

beforeAll(async () => {
  vi.stubGlobal('window', { location: { origin: 'http://app.test' } });
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const auth = (init.headers as Record<string, string>).Authorization;
    const token = auth ? auth.replace('Bearer ', '') : null;
    seen.push({ method: init.method!, path: url, token });
    return answer(init.method!, token);
  });
  client = await import('./api');
});

afterEach(() => {
  storage.clear();
  seen.length = 0;
});

/** Records what the login state is told. */
function listen() {
  const ended: { action: boolean }[] = [];
  const stop = client.onSessionEnded((during) => ended.push(during));
  return { ended, stop };
}

describe('a stale token', () => {
  it('is forgotten on a read, which then answers as for a visitor', async () => {
    storage.set(STORAGE_KEYS.token, 'stale');
    answer = (_method, token) => (token === 'stale' ? refused() : json(200, [{ id: 't1' }]));
    const { ended, stop } = listen();
    await expect(client.get('/tournaments')).resolves.toEqual([{ id: 't1' }]);
    expect(seen.map((r) => r.token)).toEqual(['stale', null]);
    expect(storage.has(STORAGE_KEYS.token)).toBe(false);
    expect(ended).toEqual([{ action: false }]);
    stop();
  });

  it('ends the session with a readable message when the request needed the login', async () => {
    storage.set(STORAGE_KEYS.token, 'stale');
    answer = (_method, token) => (token === 'stale' ? refused() : json(401, { detail: 'Not authenticated' }));
    const { ended, stop } = listen();
    const err = await client
      .post('/coins/transfer', { body: { recipient_username: 'kestrel', amount: 1 } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(client.ApiError);
    expect(err).toMatchObject({ status: 401, detail: SESSION_ENDED_TEXT });
    expect(client.errorMessage(err, 'fallback')).toBe(SESSION_ENDED_TEXT);
    expect(ended).toEqual([{ action: true }]);
    stop();
  });

  it('keeps a newer login made while the refused request was out', async () => {
    storage.set(STORAGE_KEYS.token, 'stale');
    answer = (_method, token) => {
      if (token !== 'stale') return json(200, { ok: true });
      storage.set(STORAGE_KEYS.token, 'fresh');
      return refused();
    };
    const { ended, stop } = listen();
    await client.get('/auth/me');
    expect(storage.get(STORAGE_KEYS.token)).toBe('fresh');
    expect(seen.map((r) => r.token)).toEqual(['stale', 'fresh']);
    expect(ended).toEqual([]);
    stop();
  });
});

describe('other 401s', () => {
  it('a wrong password with a valid token keeps the token and the server detail', async () => {
    storage.set(STORAGE_KEYS.token, 'valid');
    answer = () => json(401, { detail: 'Incorrect email/phone number or password' }, { 'WWW-Authenticate': 'Bearer' });
    const { ended, stop } = listen();
    const err = await client
      .post('/auth/login', { body: { email: 'a@b.test', password: 'nope' } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, detail: 'Incorrect email/phone number or password' });
    expect(storage.get(STORAGE_KEYS.token)).toBe('valid');
    expect(seen).toHaveLength(1);
    expect(ended).toEqual([]);
    stop();
  });

  it('a visitor asking for a private page is not sent anywhere twice', async () => {
    answer = () => json(401, { detail: 'Not authenticated' }, { 'WWW-Authenticate': 'Bearer' });
    await expect(client.get('/auth/me')).rejects.toMatchObject({ status: 401, detail: 'Not authenticated' });
    expect(seen).toHaveLength(1);
  });
});

describe('a refusal', () => {
  it("carries the server's code, which the app branches on rather than the words", async () => {
    storage.set(STORAGE_KEYS.token, 'valid');
    answer = () => json(409, { detail: 'Insufficient coins', code: 'not_enough_coins' });
    const err = await client
      .post('/coins/transfer', { body: { recipient_username: 'kestrel', amount: 1 } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, detail: 'Insufficient coins', code: 'not_enough_coins' });
    expect(client.hasCode(err, 'not_enough_coins')).toBe(true);
    expect(client.hasCode(err, 'slot_taken')).toBe(false);
    expect(client.hasCode(new Error('Insufficient coins'), 'not_enough_coins')).toBe(false);
  });

  it('has no code when the answer carried none', async () => {
    answer = () => new Response('Bad gateway', { status: 502 });
    const err = await client.get('/tournaments').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, detail: undefined, code: undefined });
  });

  it('keeps its code when it reads as the end of the session', async () => {
    storage.set(STORAGE_KEYS.token, 'stale');
    answer = (_method, token) =>
      token === 'stale' ? refused() : json(401, { detail: 'Not authenticated', code: 'not_authenticated' });
    const { stop } = listen();
    const err = await client
      .post('/coins/transfer', { body: { recipient_username: 'kestrel', amount: 1 } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, detail: SESSION_ENDED_TEXT, code: 'not_authenticated' });
    stop();
  });
});

describe('logging out', () => {
  it('forgets the token and asks the server to end its session with it', async () => {
    storage.set(STORAGE_KEYS.token, 'mine');
    answer = () => json(200, { message: 'Logged out successfully!' });
    const { ended, stop } = listen();
    await client.logOut();
    expect(seen).toEqual([{ method: 'POST', path: '/api/auth/logout', token: 'mine' }]);
    expect(storage.has(STORAGE_KEYS.token)).toBe(false);
    expect(ended).toEqual([]);
    stop();
  });

  it('forgets the token even when the call fails or the session had already ended', async () => {
    for (const fails of [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(500, { detail: 'boom' }),
      refused,
    ]) {
      storage.set(STORAGE_KEYS.token, 'mine');
      answer = fails;
      const { ended, stop } = listen();
      await expect(client.logOut()).resolves.toBeUndefined();
      expect(storage.has(STORAGE_KEYS.token)).toBe(false);
      // Not "your session has ended, log in again": the player asked to leave.
      expect(ended).toEqual([]);
      stop();
    }
    expect(seen.map((r) => r.token)).toEqual(['mine', 'mine', 'mine']);
  });

  it('sends nothing without a stored token', async () => {
    await client.logOut();
    expect(seen).toEqual([]);
  });
});
