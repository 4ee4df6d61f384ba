/**
 * Who may call the API from a browser, and the headers that travel with every answer
 * (docs/architecture.md#security-headers-and-cors): a production server allows only the
 * configured origins and the desktop app's own scheme, never `null`, `file://` or localhost;
 * HSTS only over HTTPS (directly or through a trusted proxy); a page may connect only to its
 * own server; and every answer turns off the browser features the app does not use.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_APP_ORIGIN } from '@squadhub/shared';
import { ConfigError, CORS_ORIGINS_HELP, loadConfig } from '../../src/config/config.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { productionVapid } from '../push/vapid-env.js';

const PUBLIC_URL = 'https://squadhub.example.test';
const PARTNER = 'https://partner.example.test';

let production: TestServer;
let development: TestServer;
beforeAll(async () => {
  [production, development] = await Promise.all([
    createTestServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_test_not_used_here',
      STRIPE_WEBHOOK_SECRET: 'whsec_not_used_here',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL,
      CORS_ORIGINS: ` ${PARTNER} `,
      ...productionVapid(),
    }),
    createTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([production?.dispose(), development?.dispose()]);
});

const preflight = (server: TestServer, origin: string, path = '/api/auth/login') =>
  request(server.url)
    .options(path)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', 'authorization,content-type');

describe('CORS in production', () => {
  it('allows the web origin, the configured origins and the desktop app, preflights included', async () => {
    for (const origin of [PUBLIC_URL, PARTNER, DESKTOP_APP_ORIGIN]) {
      const res = await preflight(production, origin);
      expect(res.status, origin).toBe(204);
      expect(res.headers['access-control-allow-origin'], origin).toBe(origin);
      const get = await request(production.url).get('/api/health').set('Origin', origin);
      expect(get.headers['access-control-allow-origin'], origin).toBe(origin);
    }
    const image = await request(production.url).get('/static/classes/clown.svg').set('Origin', DESKTOP_APP_ORIGIN);
    expect(image.headers['access-control-allow-origin']).toBe(DESKTOP_APP_ORIGIN);
  });

  it('never allows null, file:// or a local development server', async () => {
    for (const origin of ['null', 'file://', 'http://localhost:5173', 'http://127.0.0.1:8080', 'app://evil']) {
      const res = await preflight(production, origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const get = await request(production.url).get('/api/health').set('Origin', origin);
      expect(get.headers['access-control-allow-origin'], origin).toBeUndefined();
      const image = await request(production.url).get('/static/classes/clown.svg').set('Origin', origin);
      expect(image.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('CORS in development', () => {
  it('also allows local dev servers and a renderer opened from disk, and the desktop app', async () => {
    for (const origin of ['http://localhost:5173', 'file://', 'null', DESKTOP_APP_ORIGIN]) {
      const res = await preflight(development, origin);
      expect(res.headers['access-control-allow-origin'], origin).toBe(origin);
    }
    expect(
      (await preflight(development, 'https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});

describe('CORS_ORIGINS', () => {
  const problem = (value: string) => {
    try {
      loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: value });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    return null;
  };

  it('refuses a wildcard, null, file:// or an address that is not exactly an origin, naming it', () => {
    for (const bad of [
      '*',
      'null',
      'file://',
      'https://*.example.test',
      'https://a.example.test/app',
      'a.example.test',
    ])
      expect(problem(`https://ok.example.test, ${bad}`), bad).toContain(
        `CORS_ORIGINS: ${CORS_ORIGINS_HELP}; not ${bad}`,
      );
  });

  it('accepts exact origins, custom schemes included', () => {
    expect(problem('https://a.example.test, http://10.0.0.5:8080,app://other-shell')).toBeNull();
  });
});

describe('security headers', () => {
  it('lets a page connect only to its own server (the socket included)', async () => {
    const res = await request(development.url).get('/static/classes/clown.svg');
    const connect = /(?:^|;)connect-src ([^;]*)/.exec(res.headers['content-security-policy'] ?? '')?.[1];
    expect(connect).toBe("'self'");
  });

  it('turns off the features the app does not use, on pages and API answers', async () => {
    for (const path of ['/static/classes/clown.svg', '/api/health', '/api/no-such-route', '/api/docs/']) {
      const policy = (await request(development.url).get(path)).headers['permissions-policy'] ?? '';
      for (const off of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'fullscreen'])
        expect(policy, `${path} ${off}`).toContain(`${off}=()`);
      for (const used of ['clipboard-write', 'web-share', 'autoplay']) expect(policy, path).toContain(`${used}=(self)`);
    }
  });

  it('sends HSTS only over HTTPS: never over plain HTTP, and behind a proxy only when it is trusted', async () => {
    for (const path of ['/api/health', '/static/classes/clown.svg']) {
      const plain = await request(development.url).get(path);
      expect(plain.headers['strict-transport-security'], path).toBeUndefined();
      // The test client is on loopback, which TRUST_PROXY trusts by default.
      const proxied = await request(development.url).get(path).set('X-Forwarded-Proto', 'https');
      expect(proxied.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('ignores X-Forwarded-Proto from a proxy TRUST_PROXY does not name', async () => {
    const untrusting = await createTestServer({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const res = await request(untrusting.url).get('/api/health').set('X-Forwarded-Proto', 'https');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusting.dispose();
    }
  });
});
