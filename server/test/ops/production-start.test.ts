/**
 * Production never starts on development stand-ins: without its secrets, real payments, real
 * mail and its public address it stops with exit code 1 and names every missing variable; demo
 * data and the built-in test checkout do not exist there. Development keeps its defaults.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REQUIRED_IN_PRODUCTION } from '../../src/config/config.js';
import { productionVapid } from '../push/vapid-env.js';
import { startServerProcess } from './server-process.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-production-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Everything production asks for, with values good enough to parse. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'j'.repeat(40),
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.test:587',
  PUBLIC_URL: 'https://squadhub.example.test',
  ...productionVapid(),
};

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('production configuration', () => {
  it('starts with every required variable, and then seeds no demo data', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ NODE_ENV: 'production', SEED_DEMO: false, PUBLIC_URL: PRODUCTION.PUBLIC_URL });
  });

  it.each(REQUIRED_IN_PRODUCTION)('names %s when it is missing (or empty)', (name) => {
    expect(configError({ ...PRODUCTION, [name]: '' })).toContain(`${name}: required in production`);
    const without: Record<string, string> = { ...PRODUCTION };
    delete without[name];
    expect(configError(without)).toContain(`${name}: required in production`);
  });

  it('names all of them at once, on top of any other bad value', () => {
    const message = configError({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: 'abc' });
    for (const name of REQUIRED_IN_PRODUCTION) expect(message).toContain(`${name}: required in production`);
    expect(message).toMatch(/PORT: .*\(got "abc"\)/);
  });

  it('refuses SEED_DEMO=true, naming the variable', () => {
    expect(configError({ ...PRODUCTION, SEED_DEMO: 'true' })).toMatch(
      /SEED_DEMO: demo data is never seeded in production/,
    );
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('never shows a secret in its message', () => {
    const message = configError({ ...PRODUCTION, JWT_SECRET: 'too-short-secret', PUBLIC_URL: '' });
    expect(message).toContain('JWT_SECRET: JWT_SECRET must be at least 32 characters');
    expect(message).not.toContain('too-short-secret');
  });
});

describe('development defaults', () => {
  it('need none of the production variables and seed demo data', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ NODE_ENV: 'development', SEED_DEMO: true, TRUST_PROXY: ['loopback'] });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count, loopback, or a list of addresses and subnets', () => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.5,fd00::/8 ,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['true', 'everyone', '10.0.0.0/33', '300.1.1.1', '-1']) {
      expect(configError({ DATA_DIR: dataDir, TRUST_PROXY: bad }), bad).toMatch(
        new RegExp(`TRUST_PROXY: expected a hop count.*\\(got "${bad.replace(/[./]/g, '\\$&')}"\\)`),
      );
    }
  });
});

describe('`npm start` in production', () => {
  it('stops with exit code 1 and names each missing variable', async () => {
    const server = startServerProcess({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // Set (to nothing) so a developer's .env cannot fill them in.
      ...Object.fromEntries(REQUIRED_IN_PRODUCTION.map((name) => [name, ''])),
      SEED_DEMO: 'true',
      DATABASE_URL: '',
    });
    expect(await server.exited).toBe(1);
    const { stderr, stdout } = server.output();
    expect(stderr).toContain('Invalid configuration:');
    for (const name of REQUIRED_IN_PRODUCTION) expect(stderr).toContain(`${name}: required in production`);
    expect(stderr).toContain('SEED_DEMO: demo data is never seeded in production');
    expect(stdout).not.toContain('Squadhub is running');
  });
});
