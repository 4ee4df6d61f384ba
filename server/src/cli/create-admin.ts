/**
 * `npm run create-admin -- --email admin@example.com --password '…' [--username Admin]`
 *
 * Creates a super admin, or promotes the account with that e-mail and sets its password.
 * Uses the same configuration as the server (DATABASE_URL, or the embedded PGlite under
 * DATA_DIR; stop the server first when it uses PGlite, which allows one process at a time).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_RESET, emailField, usernameField, VALIDATION } from '@squadhub/shared';
import { ConfigError, loadConfig } from '../config/config.js';
import { DomainError } from '../domain/errors.js';
import { describeZodError } from '../http/errors.js';
import { buildContext } from '../server.js';
import { ensureSuperAdmin } from '../services/accounts/super-admin.js';

const USAGE = 'Usage: npm run create-admin -- --email <email> --password <password> [--username <name>]';

const argsSchema = z.object({
  email: emailField(),
  password: z.string({ error: VALIDATION.passwordMin8 }).min(PASSWORD_MIN_RESET, VALIDATION.passwordMin8).max(128),
  username: usernameField().optional(),
});

async function main(): Promise<number> {
  let args;
  try {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
      strict: true,
    });
    const parsed = argsSchema.safeParse(values);
    if (!parsed.success) {
      console.error(`${describeZodError(parsed.error)}\n${USAGE}`);
      return 2;
    }
    args = parsed.data;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const { ctx, database } = await buildContext(config);
  try {
    const { user, created } = await ensureSuperAdmin(ctx, args);
    console.log(`${created ? 'Created' : 'Updated'} super admin ${user.username} <${user.email}>`);
    return 0;
  } catch (err) {
    if (err instanceof DomainError) {
      console.error(err.detail);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('create-admin failed:', err);
    process.exit(1);
  },
);
