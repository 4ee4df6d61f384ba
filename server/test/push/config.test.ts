/**
 * The VAPID configuration (docs/design/phones.md#keys): production must be given a key pair and a
 * subject (server/test/ops/production-start.test.ts names each missing one); development generates
 * a pair once and keeps it in DATA_DIR like the JWT secret; a given pair must be a P-256 pair that
 * belongs together, and the subject a mailto: or https: address. No message shows a private key.
 * The push services endpoints may be on, and the test setting production refuses.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { productionVapid } from './vapid-env.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-vapid-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function problems(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('VAPID keys', () => {
  it('are generated once in development and kept in DATA_DIR (owner-only), so phones stay subscribed', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.VAPID_PUBLIC_KEY, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.VAPID_PRIVATE_KEY, 'base64url')).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      VAPID_PUBLIC_KEY: first.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: first.VAPID_PRIVATE_KEY,
    });
    const file = path.join(dir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.VAPID_PUBLIC_KEY,
      privateKey: first.VAPID_PRIVATE_KEY,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.VAPID_SUBJECT).toBe('mailto:no-reply@squadhub.local');
  });

  it('are new for each test configuration and written nowhere', () => {
    const dir = tempDir();
    const a = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' });
    const b = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' });
    expect(a.VAPID_PUBLIC_KEY).not.toBe(b.VAPID_PUBLIC_KEY);
    expect(() => statSync(path.join(dir, 'vapid-keys.json'))).toThrow();
  });

  it('take a given pair and subject as they are', () => {
    const keys = webPush.generateVAPIDKeys();
    const config = loadConfig({
      DATA_DIR: tempDir(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://squadhub.example.com/contact',
      MAIL_FROM: 'Ops <ops@example.com>',
    });
    expect(config).toMatchObject({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://squadhub.example.com/contact',
    });
    expect(loadConfig({ DATA_DIR: tempDir(), MAIL_FROM: 'Ops <ops@example.com>' }).VAPID_SUBJECT).toBe(
      'mailto:ops@example.com',
    );
  });

  it('refuses half a pair, a broken key, a pair that does not belong together, and a bad subject', () => {
    const a = webPush.generateVAPIDKeys();
    const b = webPush.generateVAPIDKeys();
    expect(problems({ VAPID_PUBLIC_KEY: a.publicKey })).toContain('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both');
    expect(problems({ VAPID_PRIVATE_KEY: a.privateKey })).toContain('set both');
    expect(problems({ VAPID_PUBLIC_KEY: a.publicKey.slice(2), VAPID_PRIVATE_KEY: a.privateKey })).toContain(
      'VAPID_PUBLIC_KEY: must be a P-256 public key',
    );
    expect(problems({ VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: 'not+base64' })).toContain(
      'VAPID_PRIVATE_KEY: must be a P-256 private key',
    );
    const mismatch = problems({ VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: b.privateKey });
    expect(mismatch).toContain('VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY');
    expect(mismatch).not.toContain(b.privateKey);
    const zero = Buffer.alloc(32).toString('base64url');
    expect(problems({ VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: zero })).toContain(
      'VAPID_PRIVATE_KEY: is not a valid P-256 private key',
    );
    for (const subject of ['ops@example.com', 'http://squadhub.example.com', 'mailto'])
      expect(problems({ VAPID_SUBJECT: subject }), subject).toContain('VAPID_SUBJECT: must be a mailto: or https:');
  });
});

describe('push services (docs/design/phones.md#which-endpoints-are-taken)', () => {
  const production = () => ({
    NODE_ENV: 'production',
    JWT_SECRET: 'p'.repeat(40),
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL: 'https://squadhub.test',
    ...productionVapid(),
  });

  it('default to the browsers’ push services, and never to a local push service', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), ...production() });
    expect(config.PUSH_SERVICE_HOSTS).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.notify.windows.com',
      '*.push.apple.com',
    ]);
    expect(config.PUSH_ALLOW_INSECURE_ENDPOINTS).toBe(false);
  });

  it('take a list of hosts and *.domains, lowercased', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PUSH_SERVICE_HOSTS: ' Push.Example.com ,*.push.example.net,' });
    expect(config.PUSH_SERVICE_HOSTS).toEqual(['push.example.com', '*.push.example.net']);
  });

  it('refuse an entry that is not a host name of a domain', () => {
    for (const hosts of [
      'localhost',
      '*.com',
      'https://fcm.googleapis.com',
      'fcm.googleapis.com:443',
      'fcm.googleapis.com/fcm',
      '10.0.0.1',
      '*',
      'fcm.googleapis.com.',
      'fcm.googleapis.com,*.*.example.com',
      ',',
    ])
      expect(problems({ PUSH_SERVICE_HOSTS: hosts }), hosts).toContain('PUSH_SERVICE_HOSTS: a comma separated list');
  });

  it('refuse the test setting in production, and name it', () => {
    expect(problems({ ...production(), PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' })).toContain(
      'PUSH_ALLOW_INSECURE_ENDPOINTS: a test setting, never on in production',
    );
    expect(loadConfig({ DATA_DIR: tempDir(), ...production(), PUSH_ALLOW_INSECURE_ENDPOINTS: 'false' })).toMatchObject({
      PUSH_ALLOW_INSECURE_ENDPOINTS: false,
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' }).PUSH_ALLOW_INSECURE_ENDPOINTS,
    ).toBe(true);
  });
});
