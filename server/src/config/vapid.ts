/**
 * The VAPID key pair and subject of Web Push (docs/design/phones.md#keys). Production is given them;
 * development generates a pair once and keeps it in DATA_DIR, as it does the JWT secret, so the
 * phones that subscribed keep receiving after a restart (a push service refuses pushes signed with
 * another key than the one the phone subscribed with). Tests get a fresh pair per configuration.
 */
import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What is wrong with a configured pair, one line per problem (none when both are unset). */
export function vapidKeyProblems(publicKey: string | undefined, privateKey: string | undefined): string[] {
  if (publicKey === undefined && privateKey === undefined) return [];
  if (publicKey === undefined || privateKey === undefined)
    return ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (`npx web-push generate-vapid-keys`), or neither'];
  const pub = decoded(publicKey);
  const priv = decoded(privateKey);
  const problems: string[] = [];
  if (pub?.length !== 65 || pub[0] !== 4)
    problems.push('VAPID_PUBLIC_KEY: must be a P-256 public key (65 bytes, base64url)');
  if (priv?.length !== 32) problems.push('VAPID_PRIVATE_KEY: must be a P-256 private key (32 bytes, base64url)');
  if (problems.length > 0) return problems;
  const derived = publicOf(priv!);
  if (!derived) return ['VAPID_PRIVATE_KEY: is not a valid P-256 private key'];
  return derived.equals(pub!) ? [] : ['VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY'];
}

/** A push service accepts `mailto:` or an `https:` address: whom to contact about this server's pushes. */
export function vapidSubjectProblem(subject: string | undefined): string | null {
  if (subject === undefined) return null;
  const url = URL.canParse(subject) ? new URL(subject) : null;
  if (url?.protocol === 'mailto:' || url?.protocol === 'https:') return null;
  return 'VAPID_SUBJECT: must be a mailto: or https: address (e.g. mailto:ops@example.com)';
}

/** Outside production: the subject from MAIL_FROM's address, which is whom the server writes as. */
export function defaultVapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * Outside production, a pair that survives restarts: read from DATA_DIR/vapid-keys.json, or
 * generated and written there. In tests, a new pair each time (nothing outlives a test server).
 */
export function devVapidKeys(dataDir: string, test: boolean): VapidKeys {
  if (test) return webPush.generateVAPIDKeys();
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    if (vapidKeyProblems(kept.publicKey, kept.privateKey).length === 0) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

function decoded(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url') : null;
}

function publicOf(privateKey: Buffer): Buffer | null {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    return ecdh.getPublicKey();
  } catch {
    return null; // zero, or not below the curve's order
  }
}
